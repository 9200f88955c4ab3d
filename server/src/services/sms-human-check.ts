import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Checks the captcha for a text to `phone` (throws the 422 under `recaptcha_response`). */
export type ConfirmHuman = (phone: string) => Promise<void>;

/** The verification texts' captcha (decision 105): its cost rises with the texts lately for this address and number. */
export function verifyPhoneCaptcha(app: FastifyInstance, request: FastifyRequest, response: string | null | undefined): ConfirmHuman {
  return (phone) => app.captcha.guard(request, { action: 'verify-phone', response, phone });
}

/** Thrown in the sending transaction when a text would go before the captcha was checked: nothing was done yet. */
class HumanCheckFirst extends Error {
  constructor(readonly phone: string) {
    super('the captcha is checked before the text goes');
  }
}

/**
 * Runs `attempt` (a sending transaction, which calls `ready(phone)` just before it texts). When a text would go
 * and the captcha was not checked yet, the transaction rolls back, the captcha is checked outside it (its counts
 * are read on the app's own connections, which must not wait on the transaction's), and `attempt` runs once more.
 * So only a call that would text is asked for a captcha, and the row locks are never held across the check.
 */
export async function afterHumanCheck<T>(
  confirmHuman: ConfirmHuman | undefined,
  attempt: (ready: (phone: string) => void) => Promise<T>,
): Promise<T> {
  let checked = !confirmHuman;
  const ready = (phone: string) => {
    if (!checked) throw new HumanCheckFirst(phone);
  };
  try {
    return await attempt(ready);
  } catch (error) {
    if (!(error instanceof HumanCheckFirst) || !confirmHuman) throw error;
    await confirmHuman(error.phone);
    checked = true;
    return attempt(ready);
  }
}
