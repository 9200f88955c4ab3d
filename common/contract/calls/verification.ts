import { z } from 'zod';
import { defineCall } from '../define-call';
import { gasIdNumber } from '../gas-number';

// spec setup-steps §2 gas / electric, §7; the rules the spec leaves open are in
// docs/decisions/031-gas-safe-number.md and docs/decisions/032-electrician-certificates.md.

/** Refusals of a gas number beyond its format, shown under `gas_id_number`. */
export const gasRefusals = {
  notGasTrade: 'Only heating and gas engineers verify a Gas Safe number. Add one of those trades to your account first.',
  alreadyVerified: 'Your Gas Safe number is already verified. To change it, please contact us.',
} as const;

/** 422s are `{ errors: { gas_id_number: [message] } }`; 200 means the number waits for review. */
export const gasVerify = defineCall({
  method: 'POST',
  path: '/v1/account/verify/gas',
  input: z.object({ gas_id_number: gasIdNumber }),
  output: z.object({ success: z.literal(true) }),
});

export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
/** The file chooser's filter; the server judges the content, not this. */
export const CERTIFICATE_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
export const certificateMessages = {
  missing: 'Please choose your certificate to upload.',
  oneAtATime: 'Please upload one certificate at a time.',
  tooLarge: 'The certificate may not be larger than 10 MB.',
  wrongType: 'The certificate must be a PDF, JPEG or PNG file.',
  notElectrician: 'Only electricians upload an electrician certificate. Add Electrician to your trades first.',
  alreadyVerified: 'Your electrician status is already verified. To change it, please contact us.',
} as const;

/**
 * A refusal is a 422 carrying the spec's `success: false` and `error` (the text the step shows
 * with an attention icon) beside `errors.file`, so the one error road still applies.
 */
export const electricUploadRefusal = z.object({
  success: z.literal(false),
  error: z.string(),
  errors: z.object({ file: z.array(z.string()) }),
});

export const electricUpload = defineCall({
  method: 'POST',
  path: '/v1/account/verify/electric/upload',
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
  multipart: true,
});
