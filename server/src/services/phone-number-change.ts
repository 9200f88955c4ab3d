import type { FastifyInstance } from 'fastify';
import { PHONE_TAKEN } from '#common/contract/calls/registration';
import { UK_MOBILE_INVALID } from '#common/contract/fields';
import { fieldError } from '../lib/http-errors';
import { toUkMobileE164 } from '../lib/phone';
import { createUndeliverablePhoneRepo } from '../repos/undeliverable-phone-repo';
import { createUserRepo } from '../repos/user-repo';
import { NO_ASKER, currentWait, issueCode, lockUser, type CodeAsker } from './phone-verification-send';
import { afterHumanCheck, type ConfirmHuman } from './sms-human-check';
import { smsTransaction } from './sms-send-gate';

/**
 * Puts a new mobile on file (E.164), clears the verified flag and texts a code to it, in one
 * transaction. Refusals are 422s on `phone_number`; nothing changes when one is given.
 */
export async function changePhoneNumber(
  app: FastifyInstance,
  userId: number,
  typed: string,
  asker: CodeAsker = NO_ASKER,
  confirmHuman?: ConfirmHuman,
): Promise<string> {
  // the code goes by SMS, so only a real UK mobile range will do
  const phone = toUkMobileE164(typed);
  if (!phone) throw fieldError('phone_number', UK_MOBILE_INVALID);
  const users = createUserRepo(app.db);
  // a number another account proved is theirs; one only typed elsewhere is a claim and blocks nobody (decision 101)
  if ((await users.findVerifiedByPhone(phone)).some((other) => other.id !== userId)) throw fieldError('phone_number', PHONE_TAKEN);

  // the SMS gate's refusals (sms-send-gate.ts) are 422s on phone_number too
  await afterHumanCheck(confirmHuman, (ready) =>
    smsTransaction(app, async (tx) => {
      const user = await lockUser(tx, userId);
      if (user.phoneNumber === phone && user.phoneVerifiedAt) return;
      const wait = await currentWait(tx, userId, 'change');
      if (wait) throw fieldError('phone_number', wait.error);
      // an unverified number fails no index: only its verification can, when another account proved it first
      await createUserRepo(tx).setPhone(userId, phone, tx);
      // typing a number again is the person's word that it takes texts now (decision 142)
      await createUndeliverablePhoneRepo(tx).clear(phone, tx);
      await issueCode(app, tx, userId, phone, asker, ready);
    }),
  );
  return phone;
}
