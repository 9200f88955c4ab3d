import type { RouteName } from './routes';

// The three ordering schemes, as data.
export const orderingSchemes = ['original', 'reorderedV1412', 'reorderedV1612'] as const;
export type OrderingScheme = (typeof orderingSchemes)[number];

export const leadSteps = [
  'lead_location',
  'lead_trades',
  'lead_email',
  'lead_phone',
  'lead_register',
  'lead_existing',
] as const satisfies readonly RouteName[];
export type LeadStep = (typeof leadSteps)[number];

export type SetupStep = Exclude<RouteName, LeadStep>;

export const setupOrder: Record<OrderingScheme, readonly SetupStep[]> = {
  original: [
    'trades',
    'verify_phone',
    'description',
    'company',
    'location',
    'photo',
    'gallery',
    'membership',
    'billing',
    'gas',
    'electric',
    'complete',
  ],
  reorderedV1412: [
    'trades',
    'verify_phone',
    'membership',
    'billing',
    'description',
    'company',
    'location',
    'photo',
    'gallery',
    'gas',
    'electric',
    'complete',
  ],
  reorderedV1612: [
    'trades',
    'verify_phone',
    'location',
    'membership',
    'billing',
    'description',
    'company',
    'photo',
    'gallery',
    'gas',
    'electric',
    'complete',
  ],
};

export type IndicatorGroup = 'about' | 'verify' | 'profile';

const groupLabels: Record<IndicatorGroup, string> = {
  about: 'Find Jobs Near You',
  profile: 'Set up your profile',
  verify: 'Choose your membership',
};

/** The groups in display order; the first step of each group after `about` marks where it starts. */
const indicatorLayout: Record<OrderingScheme, { group: IndicatorGroup; firstStep: SetupStep }[]> = {
  original: [
    { group: 'about', firstStep: 'trades' },
    { group: 'profile', firstStep: 'description' },
    { group: 'verify', firstStep: 'membership' },
  ],
  reorderedV1412: [
    { group: 'about', firstStep: 'trades' },
    { group: 'verify', firstStep: 'membership' },
    { group: 'profile', firstStep: 'description' },
  ],
  reorderedV1612: [
    { group: 'about', firstStep: 'trades' },
    { group: 'verify', firstStep: 'membership' },
    { group: 'profile', firstStep: 'description' },
  ],
};

/**
 * The group of a route: lead steps are always "about"; a setup step belongs to the last group
 * whose first step comes at or before it in the scheme, except reorderedV1612's location, which
 * belongs in "about" (it comes before membership there).
 */
export function groupOf(scheme: OrderingScheme, route: RouteName): IndicatorGroup {
  if ((leadSteps as readonly RouteName[]).includes(route)) return 'about';
  const order = setupOrder[scheme];
  const index = order.indexOf(route as SetupStep);
  let group: IndicatorGroup = 'about';
  for (const { group: candidate, firstStep } of indicatorLayout[scheme]) {
    if (order.indexOf(firstStep) <= index) group = candidate;
  }
  return group;
}

export type LabelState = 'complete' | 'active' | 'upcoming';
export interface IndicatorLabel {
  group: IndicatorGroup;
  label: string;
  state: LabelState;
}

export function indicatorLabels(scheme: OrderingScheme, route: RouteName): IndicatorLabel[] {
  const layout = indicatorLayout[scheme];
  const current = layout.findIndex(({ group }) => group === groupOf(scheme, route));
  return layout.map(({ group }, index) => {
    const finished = index < current || (route === 'complete' && index === layout.length - 1);
    const state: LabelState = finished ? 'complete' : index === current ? 'active' : 'upcoming';
    return { group, label: groupLabels[group], state };
  });
}

export interface LeadOptions {
  askLeadPhone: boolean;
  leadForm: boolean;
  /** The membership step moves straight on; Back from the step after it passes over it too. */
  autoSkipMembership?: boolean;
}

/** location → trades → email → phone (askLeadPhone) → register → verify_phone. */
function leadSequence(options: LeadOptions): RouteName[] {
  const form: RouteName[] = options.leadForm ? ['lead_email', ...(options.askLeadPhone ? (['lead_phone'] as const) : [])] : [];
  return ['lead_location', 'lead_trades', ...form, 'lead_register'];
}

function afterRegistration(scheme: OrderingScheme): SetupStep {
  const order = setupOrder[scheme];
  return order[order.indexOf('trades') + 1] ?? 'complete';
}

export interface StepLinks {
  previous: RouteName | null;
  next: RouteName | null;
}

export function stepLinks(scheme: OrderingScheme, route: RouteName, options: LeadOptions): StepLinks {
  if (route === 'lead_existing') return { previous: 'lead_register', next: null };
  const lead = leadSequence(options);
  const leadIndex = lead.indexOf(route);
  if (leadIndex >= 0) {
    const next = lead[leadIndex + 1] ?? afterRegistration(scheme);
    return { previous: lead[leadIndex - 1] ?? null, next };
  }
  if ((leadSteps as readonly RouteName[]).includes(route)) {
    // a lead step switched off by the options: it still leads onward like its neighbours
    const full = leadSequence({ askLeadPhone: true, leadForm: true });
    const index = full.indexOf(route);
    return { previous: full[index - 1] ?? null, next: full[index + 1] ?? null };
  }
  const order = setupOrder[scheme];
  const index = order.indexOf(route as SetupStep);
  // an auto-skipped membership step would send Back forward again at once
  const passOver = options.autoSkipMembership === true && order[index - 1] === 'membership';
  return { previous: order[index - (passOver ? 2 : 1)] ?? null, next: order[index + 1] ?? null };
}
