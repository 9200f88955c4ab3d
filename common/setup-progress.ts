import type { UserView } from './contract/user';
import { setupOrder, type OrderingScheme, type SetupStep } from './step-order';

// "The description must be at least 50 characters."
export const DESCRIPTION_MIN_LENGTH = 50;

/**
 * done / to do, two kinds of "nothing to do" (an optional step, a check this trade needs not), and the two states
 * of a check staff review: sent and waiting (nothing for the trader to do yet), or refused (to send again).
 */
export type StepStatus = 'done' | 'to_do' | 'optional' | 'not_needed' | 'pending' | 'not_accepted';

type Rule = (user: UserView) => StepStatus;

const doneIf = (done: boolean): StepStatus => (done ? 'done' : 'to_do');

/** A check the server recommends only for some trades (gas register, electrician certificate); staff approve it. */
function check(recommended: boolean, state: { verified: boolean; waiting: boolean; rejection: string | null }): StepStatus {
  if (!recommended) return 'not_needed';
  if (state.verified) return 'done';
  if (state.waiting) return 'pending';
  return state.rejection ? 'not_accepted' : 'to_do';
}

const rules: Record<Exclude<SetupStep, 'complete'>, Rule> = {
  trades: (user) => doneIf(user.trades.length > 0),
  verify_phone: (user) => doneIf(user.verified.phone),
  description: (user) => doneIf((user.company.description ?? '').trim().length >= DESCRIPTION_MIN_LENGTH),
  company: (user) => doneIf(user.company.business_type !== null),
  // a saved work address, not the postcode given at sign-up (decision 064)
  location: (user) => doneIf(user.location.work_address),
  photo: (user) => doneIf(user.picture !== null),
  // the gallery can stay empty, so it never blocks; with images in it, it is done
  gallery: (user) => (user.gallery.photos > 0 ? 'done' : 'optional'),
  membership: (user) => doneIf(user.membership_status !== 'PICK_SUB'),
  billing: (user) => doneIf(user.billing.cards > 0),
  gas: ({ verified }) =>
    check(verified.gas_recommended, { verified: verified.gas, waiting: verified.gas_checking, rejection: verified.gas_rejection_reason }),
  electric: ({ verified }) =>
    check(verified.electric_recommended, {
      verified: verified.electric,
      waiting: verified.electric_document,
      rejection: verified.electric_rejection_reason,
    }),
};

const isComplete = (step: SetupStep): step is 'complete' => step === 'complete';

export function stepStatus(step: SetupStep, user: UserView): StepStatus {
  if (isComplete(step)) {
    const others = Object.values(rules).every((rule) => !['to_do', 'not_accepted'].includes(rule(user)));
    return doneIf(others);
  }
  return rules[step](user);
}

/** What the progress list says beside the gallery: its image count ("3 photos"), or null for the plain status. */
export function galleryCount(user: UserView): string | null {
  const { photos } = user.gallery;
  if (photos === 0) return null;
  return photos === 1 ? '1 photo' : `${photos} photos`;
}

/** Nothing for the trader to do on the step now: done, optional, not needed, or waiting for staff. */
export function stepDone(step: SetupStep, user: UserView): boolean {
  const status = stepStatus(step, user);
  return status !== 'to_do' && status !== 'not_accepted';
}

/** The steps of the scheme still to do (skipped, or refused by staff), in order: every surface counts these. */
export function stepsStillToDo(scheme: OrderingScheme, user: UserView): Exclude<SetupStep, 'complete'>[] {
  return setupOrder[scheme].filter((step): step is Exclude<SetupStep, 'complete'> => step !== 'complete' && !stepDone(step, user));
}

/** The first step of the scheme still to do, or null once the whole setup is done. */
export function nextUnfinishedStep(scheme: OrderingScheme, user: UserView): SetupStep | null {
  return setupOrder[scheme].find((step) => !stepDone(step, user)) ?? null;
}

const statusWords: Record<Exclude<StepStatus, 'not_accepted'>, string> = {
  done: 'Done',
  to_do: 'To do',
  optional: 'Optional',
  not_needed: 'Not needed',
  pending: 'Pending review',
};

function rejectionOf(step: SetupStep, user: UserView): string | null {
  if (step === 'gas') return user.verified.gas_rejection_reason;
  if (step === 'electric') return user.verified.electric_rejection_reason;
  return null;
}

/** What every surface says beside a step: "Done", "Pending review", "Not accepted: {reason}", "3 photos" … */
export function stepStatusText(step: SetupStep, user: UserView): string {
  const status = stepStatus(step, user);
  if (status === 'not_accepted') return `Not accepted: ${rejectionOf(step, user)}`;
  return (step === 'gallery' && galleryCount(user)) || statusWords[status];
}

export interface StepProgress {
  step: SetupStep;
  status: StepStatus;
  text: string;
}

/**
 * The setup progress, the one place it is worked out (decision 109): /my-account's progress and its list of
 * steps and the data export all read it, on the server and in the browser alike.
 */
export function setupProgress(scheme: OrderingScheme, user: UserView): StepProgress[] {
  return setupOrder[scheme].map((step) => ({ step, status: stepStatus(step, user), text: stepStatusText(step, user) }));
}
