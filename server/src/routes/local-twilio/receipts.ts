import type { FastifyBaseLogger } from 'fastify';
import { twilioSignature } from '#server/lib/twilio-signature';
import type { LocalTwilioRepo } from '#server/repos/local-twilio-repo';

export interface ReceiptPlan {
  sid: string;
  accountSid: string;
  to: string;
  sender: string;
  callbackUrl: string | null;
  /** The last receipt: delivered, or undelivered with its error code. */
  final: { status: 'delivered' } | { status: 'undelivered'; errorCode: number };
}

/**
 * Posts the receipts Twilio would, one after another and signed with the auth token: `sent`, then the last one.
 * Each status is kept first, so a look at the stand-in's messages agrees with what was reported.
 */
export async function postReceipts(plan: ReceiptPlan, authToken: string, repo: LocalTwilioRepo, log: FastifyBaseLogger): Promise<void> {
  const steps = [{ status: 'sent' }, plan.final] as const;
  for (const step of steps) {
    const errorCode = 'errorCode' in step ? step.errorCode : null;
    await repo.setStatus(plan.sid, step.status, errorCode);
    if (!plan.callbackUrl) continue;
    const params: Record<string, string> = {
      AccountSid: plan.accountSid,
      ApiVersion: '2010-04-01',
      From: plan.sender,
      MessageSid: plan.sid,
      MessageStatus: step.status,
      SmsSid: plan.sid,
      SmsStatus: step.status,
      To: plan.to,
      ...(errorCode === null ? {} : { ErrorCode: String(errorCode) }),
    };
    const response = await fetch(plan.callbackUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(authToken, plan.callbackUrl, params),
      },
      body: new URLSearchParams(params),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      log.warn({ err: error, sid: plan.sid }, 'the local Twilio stand-in could not post a receipt');
      return null;
    });
    await response?.body?.cancel();
  }
}
