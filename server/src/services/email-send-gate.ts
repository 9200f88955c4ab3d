import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { ValidationError } from '../lib/http-errors';
import { takeSlot, type AtomicLimit } from './atomic-limit';
import { createUserRepo } from '../repos/user-repo';

/**
 * The one gate every e-mail passes before it is enqueued (decision 103): the outbox's
 * `enqueue` calls it for each e-mail, in the transaction that writes it, so a burst of parallel actions sends
 * at most the cap, whichever sender wrote the e-mail. Built like the gate of texts (decision 056).
 */

const HOUR_MS = 60 * 60 * 1000;

/** Any sender, any account: one inbox gets few e-mails from us, whoever typed its address. */
export const emailsToAddress = (max: number): AtomicLimit => ({ name: 'email:address:hour', max, windowMs: HOUR_MS });
/** E-mails for one account, whatever its address. */
export const emailsForAccount = (max: number): AtomicLimit => ({ name: 'email:account:hour', max, windowMs: HOUR_MS });

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
export const emailAddressBusy = (retryAfterSeconds: number) =>
  `We have sent several e-mails to this address in the last hour. Please try again in ${inMinutes(retryAfterSeconds)}.`;
export const emailAccountBusy = (retryAfterSeconds: number) =>
  `We have sent several e-mails for your account in the last hour. Please try again in ${inMinutes(retryAfterSeconds)}.`;

/**
 * What a sender wants when a cap is reached: `drop` sends nothing and lets the action succeed (a notice the
 * person did not ask for); `{ refuse: field }` is a 422 with the sentence under that field (an e-mail the
 * person asked for, such as a sign-in link), which rolls the sender's transaction back.
 */
export type PastCap = 'drop' | { refuse: string };

export interface EmailSend {
  /** The account the e-mail is for, counted against its own cap; null for a visitor or staff. */
  accountId: number | null;
  pastCap: PastCap;
}

/** An e-mail past a cap that the sender asked to refuse: a 422 under the sender's field. */
export class EmailRefused extends ValidationError {
  constructor(
    readonly reason: 'address' | 'account',
    field: string,
    sentence: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ [field]: [sentence] });
  }
}

/**
 * The cap was reached and the sender drops the e-mail, or (`released`) the account no longer holds its address
 * (decision 113): caught by the outbox, never seen by a person.
 */
export class EmailDropped extends Error {
  constructor(readonly reason: 'address' | 'account' | 'released') {
    super(reason === 'released' ? 'e-mail not sent: its reader gave the address back' : `e-mail not sent: the ${reason} cap was reached`);
  }
}

export interface EmailCount {
  to: string;
  accountId: number | null;
  pastCap: PastCap;
}

function refusal(count: EmailCount, reason: 'address' | 'account', retryAfterSeconds: number): Error {
  if (count.pastCap === 'drop') return new EmailDropped(reason);
  const sentence = reason === 'address' ? emailAddressBusy(retryAfterSeconds) : emailAccountBusy(retryAfterSeconds);
  return new EmailRefused(reason, count.pastCap.refuse, sentence, retryAfterSeconds);
}

/**
 * Counts one e-mail to `to` (and for its account) in `tx`, or throws EmailRefused / EmailDropped counting
 * nothing more. Each count is one takeSlot statement, so parallel senders never pass a cap together.
 */
export async function passEmailGate(app: FastifyInstance, tx: Executor, count: EmailCount, now = Date.now()): Promise<void> {
  const address = await takeSlot(tx, emailsToAddress(app.env.EMAILS_PER_ADDRESS_PER_HOUR), count.to.toLowerCase(), now);
  if (!address.allowed) throw refusal(count, 'address', address.retryAfterSeconds);
  if (count.accountId === null) return;
  if (await createUserRepo(tx).emailReleased(count.accountId, tx)) throw new EmailDropped('released');
  const account = await takeSlot(tx, emailsForAccount(app.env.EMAILS_PER_ACCOUNT_PER_HOUR), String(count.accountId), now);
  if (!account.allowed) throw refusal(count, 'account', account.retryAfterSeconds);
}

/**
 * A request for an e-mail that will not be sent but must not say so (a sign-in link for an address with no
 * account, or past the account's own link limit): it counts against the address's cap like a sent one, so
 * the refusal past the cap reads the same for every address (decision 058).
 */
export async function countUnsentEmail(app: FastifyInstance, tx: Executor, to: string, field: string, now = Date.now()): Promise<void> {
  await passEmailGate(app, tx, { to, accountId: null, pastCap: { refuse: field } }, now);
}
