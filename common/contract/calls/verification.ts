import { z } from 'zod';
import { defineCall } from '../define-call';
import { gasIdNumber } from '../gas-number';
import { MAX_IMAGE_MEGAPIXELS, pixelSize } from './photos';

// The gas and electric steps and their calls; the detailed rules are in
// decision 031 and decision 032.

/** Refusals of a gas number beyond its format, shown under `gas_id_number`. */
export const gasRefusals = {
  notGasTrade: 'Only heating and gas engineers verify a Gas Safe number. Add one of those trades to your account first.',
  alreadyVerified: 'Your Gas Safe number is already verified. To change it, please contact us.',
} as const;

/** 422s are `{ errors: { gas_id_number: [message] } }`; 200 means the number waits for review. */
export const gasVerify = defineCall({
  method: 'POST',
  path: '/v1/account/verify/gas',
  auth: 'trader',
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
  // a file that starts like a PDF but is not a document staff can open (decision 066)
  pdfUnreadable:
    'This PDF could not be read: it looks incomplete or damaged. Please save or download your certificate as a PDF again, or upload a photo or scan of it.',
  pdfNoPages: 'This PDF has no pages in it. Please upload the certificate itself, or a photo or scan of it.',
  pdfEncrypted:
    'This PDF is locked with a password or protection, so we cannot check it. Please upload an unlocked copy, or a photo or scan of the certificate.',
  busy: 'We are busy processing other certificates. Please try again in a minute.',
  tooManyPixels: (width: number, height: number) =>
    `This picture of your certificate is too big (${pixelSize(width, height)}). Please upload a smaller one, at most ${MAX_IMAGE_MEGAPIXELS} megapixels, such as a phone photo of the certificate, or a PDF.`,
  notElectrician: 'Only electricians upload an electrician certificate. Add Electrician to your trades first.',
  alreadyVerified: 'Your electrician status is already verified. To change it, please contact us.',
} as const;

/**
 * A refusal is a 422 carrying `success: false` and `error` (the text the step shows
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
  auth: 'trader',
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
  multipart: true,
});
