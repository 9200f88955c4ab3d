import type { UserView } from './contract/user';
import { setupOrder, type OrderingScheme, type SetupStep } from './step-order';

// "The description must be at least 50 characters."
export const DESCRIPTION_MIN_LENGTH = 50;

/** done / to do, plus two kinds of "nothing to do": an optional step and a check this trade needs not. */
export type StepStatus = 'done' | 'to_do' | 'optional' | 'not_needed';

type Rule = (user: UserView) => StepStatus;

const doneIf = (done: boolean): StepStatus => (done ? 'done' : 'to_do');

/** A check the server recommends only for some trades (gas register, electrician certificate). */
function check(recommended: boolean, providedOrVerified: boolean): StepStatus {
  if (!recommended) return 'not_needed';
  return doneIf(providedOrVerified);
}

const rules: Record<Exclude<SetupStep, 'complete'>, Rule> = {
  trades: (user) => doneIf(user.trades.length > 0),
  verify_phone: (user) => doneIf(user.verified.phone),
  description: (user) => doneIf((user.company.description ?? '').trim().length >= DESCRIPTION_MIN_LENGTH),
  company: (user) => doneIf(user.company.business_type !== null),
  // a saved work address, not the postcode given at sign-up (docs/decisions/064)
  location: (user) => doneIf(user.location.work_address),
  photo: (user) => doneIf(user.picture !== null),
  // the gallery can stay empty, so it never blocks; with images in it, it is done
  gallery: (user) => (user.gallery.photos > 0 ? 'done' : 'optional'),
  membership: (user) => doneIf(user.membership_status !== 'PICK_SUB'),
  billing: (user) => doneIf(user.billing.cards > 0),
  gas: (user) => check(user.verified.gas_recommended, user.verified.gas_checking || user.verified.gas),
  electric: (user) => check(user.verified.electric_recommended, user.verified.electric_document || user.verified.electric),
};

const isComplete = (step: SetupStep): step is 'complete' => step === 'complete';

export function stepStatus(step: SetupStep, user: UserView): StepStatus {
  if (isComplete(step)) {
    const others = Object.values(rules).every((rule) => rule(user) !== 'to_do');
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

export function stepDone(step: SetupStep, user: UserView): boolean {
  return stepStatus(step, user) !== 'to_do';
}

/** The first step of the scheme still to do, or null once the whole setup is done. */
export function nextUnfinishedStep(scheme: OrderingScheme, user: UserView): SetupStep | null {
  return setupOrder[scheme].find((step) => !stepDone(step, user)) ?? null;
}
