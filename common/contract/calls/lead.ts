import { z } from 'zod';
import { defineCall } from '../define-call';
import { captchaResponse, emailAddress, formId, postcode, rowId, tradeIds, ukPhone } from '../fields';

// The visitor's lead (draft) mirrored on the server.
export const leadCreate = defineCall({
  method: 'POST',
  path: '/v1/lead/register',
  input: z.object({
    email_address: emailAddress,
    postcode,
    trades: tradeIds,
    recaptcha_response: captchaResponse,
    form_id: formId,
  }),
  output: z.object({ lead_id: z.number() }),
});

export const leadUpdate = defineCall({
  method: 'POST',
  path: '/v1/lead/:id/update',
  params: z.object({ id: rowId }),
  input: z.object({ phone_number: ukPhone, recaptcha_response: captchaResponse, form_id: formId }),
  output: z.object({ success: z.literal(true) }),
});
