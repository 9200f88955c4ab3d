import { useCallback, useState } from 'react';
import { membership } from '#common/contract/index';
import type { MembershipChoiceReply, MembershipsReply } from '#common/contract/calls/membership';
import { SOMETHING_WENT_WRONG } from '#common/contract/errors';
import { call } from '#web/lib/api';
import type { ApiError } from '#web/lib/api-error';
import type { FormAction } from '#web/lib/use-form-action';
import { refreshUser } from '#web/lib/user-store';
import { preloadedAnswer } from '#web/lib/preloaded-answer';
import { useCall } from '#web/lib/use-call';
import { endpoints } from '#common/contract/endpoints';

type Page = 'signup' | 'account';

/** The plans the membership step shows first, fetched with its chunk (it appears whole). */
export const signupOffer = preloadedAnswer(() => call(endpoints.membership.memberships, { page: 'signup' }));

/** The plans on offer to the signed-in trader; null while loading or after a failed load. */
export function useMembershipOffer(page: Page): { offer: MembershipsReply | null; reload: () => void } {
  const [first] = useState(() => (page === 'signup' ? signupOffer.fresh() : null));
  const [offer, setOffer] = useState<MembershipsReply | null>(first);
  const [version, setVersion] = useState(0);
  // `version` asks again after a change (reload); a failure is left to the error popup
  useCall(
    () => (version === 0 && first ? Promise.resolve(first) : call(endpoints.membership.memberships, { page })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the reason to ask again, not an input
    [page, version],
    { loaded: setOffer },
  );
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { offer, reload };
}

// choosing PAYG or a plan refreshes user info, then moves on

/** Starts (or switches to) a plan; a change after the free month waits for its date (`scheduled`). */
export async function pickPlan(id: number, terms: boolean): Promise<MembershipChoiceReply> {
  const reply = await call(endpoints.membership.membershipPick, { terms }, { params: { id } });
  await refreshUser();
  return reply;
}

export async function choosePayAsYouGo(): Promise<MembershipChoiceReply> {
  const reply = await call(endpoints.membership.membershipPayg, {});
  await refreshUser();
  return reply;
}

/** Undoes a plan change waiting for its date: the trader keeps the current plan. */
export async function keepCurrentPlan(): Promise<MembershipChoiceReply> {
  const reply = await call(endpoints.membership.membershipScheduledCancel, {});
  await refreshUser();
  return reply;
}

/** The terms message when the box is not ticked, from the same schema the server checks. */
export function termsProblem(terms: boolean): string | undefined {
  const parsed = membership.membershipPick.input.safeParse({ terms });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Membership server errors show under general; a 422 keeps its fields, a 401 its popup. */
export function serverErrorUnderGeneral(form: Pick<FormAction, 'setErrors'>): (error: ApiError) => void {
  return (error) => {
    if (!error.isValidation && error.status !== 401) form.setErrors({ general: [SOMETHING_WENT_WRONG] });
  };
}

/** Cancels the monthly plan from the account page (decision 089); `ends_at` says when it ends. */
export async function cancelMembership(): Promise<MembershipChoiceReply & { ends_at: string }> {
  const reply = await call(endpoints.membership.membershipCancel, {});
  await refreshUser();
  return reply;
}
