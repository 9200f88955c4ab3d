import { z } from 'zod';
import { defineCall } from '../define-call';
import { captchaResponse, emailAddress, rowId } from '../fields';

// The review back office: staff sign-in, the queue, decisions and the audit log.
// Rules of the second factor: decision 036

// Support tickets: their own file, one of this group's calls (decision 067).
export * from './admin-tickets';

export const STAFF_CODE_DIGITS = 6;
export const REASON_MAX = 500;
export const AUDIT_PAGE_SIZE = 50;

export const staffMessages = {
  codeFormat: `Please enter the ${STAFF_CODE_DIGITS}-digit code.`,
  passwordMissing: 'Please enter your password.',
  reasonMissing: 'Please tell the trader why it was rejected.',
  reasonTooLong: `The reason may not be longer than ${REASON_MAX} characters.`,
} as const;

export const staffCode = z
  .string({ error: staffMessages.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${STAFF_CODE_DIGITS}}$`), staffMessages.codeFormat);

export const rejectionReason = z
  .string({ error: staffMessages.reasonMissing })
  .trim()
  .min(1, staffMessages.reasonMissing)
  .max(REASON_MAX, staffMessages.reasonTooLong);

/** Where a visitor of /admin is: no staff sign-in, waiting for the e-mailed code, or signed in. */
export const staffStage = z.enum(['password', 'code', 'signed_in']);
export type StaffStage = z.infer<typeof staffStage>;

export const staffSession = defineCall({
  method: 'GET',
  path: '/v1/admin/session',
  input: z.object({}),
  output: z.object({ stage: staffStage, email: z.string().nullable() }),
});

/** First factor; a right password e-mails a code and moves the visit to the `code` stage. */
export const staffSignIn = defineCall({
  method: 'POST',
  path: '/v1/admin/login',
  input: z.object({
    email_address: emailAddress,
    password: z.string({ error: staffMessages.passwordMissing }).min(1, staffMessages.passwordMissing).max(128),
    recaptcha_response: captchaResponse,
  }),
  output: z.object({ success: z.literal(true), stage: z.literal('code') }),
});

export const staffSignInCode = defineCall({
  method: 'POST',
  path: '/v1/admin/login/code',
  input: z.object({ code: staffCode }),
  output: z.object({ success: z.literal(true), stage: z.literal('signed_in'), email: z.string() }),
});

/** "Send a new code": only in the `code` stage; the new code replaces every earlier one. */
export const staffCodeResend = defineCall({
  method: 'POST',
  path: '/v1/admin/login/resend',
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});

export const staffLogout = defineCall({
  method: 'POST',
  path: '/v1/admin/logout',
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});

// identity: an ID check whose document carries another name than the account's (decision 138)
export const reviewKind = z.enum(['gas', 'electric', 'insurance', 'identity']);
export type ReviewKind = z.infer<typeof reviewKind>;

export const queueItem = z.object({
  id: z.number(),
  kind: reviewKind,
  submitted_at: z.string(),
  trader: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    business_name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    postcode: z.string().nullable(),
    trades: z.array(z.string()),
  }),
  gas_number: z.string().nullable(),
  /** Other accounts already holding this Gas Safe number, verified or waiting (empty for certificates; decision 066). */
  gas_number_holders: z.array(z.object({ id: z.number(), email: z.string(), status: z.enum(['verified', 'pending']) })),
  /** An insurance request's policy as the trader typed it, to compare with its certificate (decision 135). */
  insurance: z.object({ insurer: z.string(), policy_number: z.string(), cover: z.number(), expires_on: z.string() }).nullable(),
  /** The certificate of an electric or insurance request: `url` opens a picture inline or downloads a PDF (staff only). */
  document: z.object({ url: z.string(), content_type: z.string(), bytes: z.number() }).nullable(),
  /** The name an identity check read from the document, to compare with the account's (null for other kinds). */
  document_name: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type QueueItem = z.infer<typeof queueItem>;

/** Pending requests, oldest first. */
export const reviewQueue = defineCall({
  method: 'GET',
  path: '/v1/admin/queue',
  auth: 'staff',
  input: z.object({}),
  output: z.object({ requests: z.array(queueItem) }),
});

const requestId = z.object({ id: rowId });

/** Streams the certificate with its stored type, inline, never cached (not JSON: opened by URL). */
export const certificateView = defineCall({
  method: 'GET',
  path: '/v1/admin/requests/:id/document',
  auth: 'staff',
  params: requestId,
  input: z.object({}),
  output: z.unknown(),
});

export const auditEntry = z.object({
  id: z.number(),
  decided_at: z.string(),
  staff_email: z.string(),
  decision: z.enum(['approved', 'rejected']),
  kind: reviewKind,
  request_id: z.number(),
  gas_number: z.string().nullable(),
  reason: z.string().nullable(),
  trader: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const decisionReply = z.object({ success: z.literal(true), decision: auditEntry });

export const reviewApprove = defineCall({
  method: 'POST',
  path: '/v1/admin/requests/:id/approve',
  auth: 'staff',
  params: requestId,
  input: z.object({}),
  output: decisionReply,
});

export const reviewReject = defineCall({
  method: 'POST',
  path: '/v1/admin/requests/:id/reject',
  auth: 'staff',
  params: requestId,
  input: z.object({ reason: rejectionReason }),
  output: decisionReply,
});

/**
 * Withdraws an approval that stands (decision 064): the request becomes rejected with the
 * reason, the trader's check returns to none and the badge leaves the public profile at once.
 */
export const reviewRevoke = defineCall({
  method: 'POST',
  path: '/v1/admin/requests/:id/revoke',
  auth: 'staff',
  params: requestId,
  input: z.object({ reason: rejectionReason }),
  output: decisionReply,
});

/** Something staff must look at (a spent SMS budget, accounts that shared a phone), newest first. */
export const staffAlert = z.object({
  id: z.number(),
  kind: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type StaffAlert = z.infer<typeof staffAlert>;

/** A text the provider reported it could not deliver (decision 142), with the reason in words. */
export const failedText = z.object({
  id: z.number(),
  recipient: z.string(),
  template: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed']),
  error_code: z.number().nullable(),
  reason: z.string(),
  at: z.string(),
});
export type FailedText = z.infer<typeof failedText>;

/** Open alerts, and the newest texts that were not delivered, shown above the review queue. */
export const staffAlerts = defineCall({
  method: 'GET',
  path: '/v1/admin/alerts',
  auth: 'staff',
  input: z.object({}),
  output: z.object({ alerts: z.array(staffAlert), failed_texts: z.array(failedText) }),
});

const AUDIT_PAGE_UNKNOWN = 'That page of the audit log does not exist.';

/** Which page of an audit list, AUDIT_PAGE_SIZE a page: the verification decisions' and the customer reviews'. */
export const auditPageInput = z.object({
  page: z.coerce
    .number({ error: AUDIT_PAGE_UNKNOWN })
    .int({ error: AUDIT_PAGE_UNKNOWN })
    .min(1, { error: AUDIT_PAGE_UNKNOWN })
    .max(100_000, { error: AUDIT_PAGE_UNKNOWN })
    .default(1),
});

/** Every decision, newest first, AUDIT_PAGE_SIZE a page. */
export const auditLog = defineCall({
  method: 'GET',
  path: '/v1/admin/audit',
  auth: 'staff',
  input: auditPageInput,
  output: z.object({ decisions: z.array(auditEntry), page: z.number(), next_page: z.number().nullable() }),
});
