import { z } from 'zod';
import { CLOSE_CODE_DIGITS, closeTexts } from '../account-data-texts';
import { defineCall } from '../define-call';

// "Their data": the export and closing the account (decision 088).

/** One stored row as exported: plain fields, named as the API names them. */
const exportRow = z.record(z.string(), z.unknown());

/** Everything stored about the trader, one section per kind of data; `sections` lists them in order. */
export const dataExport = z.object({
  format: z.literal('tradespace-data/1'),
  exported_at: z.string(),
  account: exportRow,
  trades: z.array(exportRow),
  areas: z.array(exportRow),
  addresses: z.array(exportRow),
  company: exportRow.nullable(),
  /** The company register's last answer for the business's number (decision 133); null without a number. */
  company_check: exportRow.nullable(),
  photos: z.array(exportRow),
  plans: z.array(exportRow),
  /** Brand and last 4 only, never anything else of a card. */
  cards: z.array(z.object({ brand: z.string(), last4: z.string() })),
  verification: z.array(exportRow),
  /** The ID check (decision 137): its state, the name read from the document and the date; null if never taken. */
  identity_check: exportRow.nullable(),
  sign_ins: z.array(exportRow),
  tracked_events: z.array(exportRow),
  sign_up_answers: z.array(exportRow),
  quote_requests: z.array(exportRow),
  support_tickets: z.array(exportRow),
  popups_seen: z.array(exportRow),
  /** The customers the trader invited to review them, and the reviews written (decision 139). */
  review_invitations: z.array(exportRow),
  reviews: z.array(exportRow),
  /** The setup order the trader was given and the steps counted for it (decision 092); null if none. */
  experiment: exportRow.nullable(),
  /** Each setup step with the status /my-account shows ("Pending review" …), from common/setup-progress.ts. */
  setup_progress: z.array(z.object({ step: z.string(), title: z.string(), status: z.string(), text: z.string() })),
});
export type DataExport = z.infer<typeof dataExport>;

/** "Download my data": one JSON file, sent as an attachment. */
export const accountExport = defineCall({
  method: 'GET',
  path: '/v1/account/export',
  auth: 'trader',
  input: z.object({}),
  output: dataExport,
});

export { CLOSE_CODE_DIGITS, CLOSE_PROOF_MINUTES, closeTexts } from '../account-data-texts';

/** E-mails a code for the fresh sign-in check to the account's address. */
export const closeCodeSend = defineCall({
  method: 'POST',
  path: '/v1/account/close/code',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ success: z.literal(true), sent_to: z.string(), expires_in_minutes: z.number() }),
});

/** The fresh sign-in check: the password or the e-mailed code; passing it lets this session close the account for a few minutes. */
export const closeCheck = defineCall({
  method: 'POST',
  path: '/v1/account/close/check',
  auth: 'trader',
  input: z
    .object({
      password: z.string({ error: closeTexts.checkMissing }).max(128, 'The password may not be longer than 128 characters.').optional(),
      code: z
        .string({ error: closeTexts.codeFormat })
        .trim()
        .regex(new RegExp(`^\\d{${CLOSE_CODE_DIGITS}}$`), closeTexts.codeFormat)
        .optional(),
    })
    .refine((input) => !!input.password || !!input.code, { message: closeTexts.checkMissing, path: ['password'] }),
  output: z.object({ success: z.literal(true), valid_until: z.string() }),
});

/** Closes the account at once, within CLOSE_PROOF_MINUTES of a passed check in this session. */
export const accountClose = defineCall({
  method: 'POST',
  path: '/v1/account/close',
  auth: 'trader',
  input: z.object({ confirm: z.literal(true, { error: closeTexts.confirm }) }),
  output: z.object({ success: z.literal(true), redirect: z.string() }),
});

export const CLOSED_ACCOUNTS_SHOWN = 50;

/** Staff's audit log: the newest closed accounts, by id only (no personal data is left to show). */
export const closedAccounts = defineCall({
  method: 'GET',
  path: '/v1/admin/audit/closed-accounts',
  auth: 'staff',
  input: z.object({}),
  output: z.object({
    closures: z.array(
      z.object({ account_id: z.number(), closed_at: z.string(), kept: z.array(z.object({ what: z.string(), reason: z.string() })) }),
    ),
  }),
});
