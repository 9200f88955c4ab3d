import { z } from 'zod';
import { defineCall } from '../define-call';
import { trackingEventName, trackingPageName } from '../fields';

export const trackEvent = defineCall({
  method: 'POST',
  path: '/v1/trade-setup/track/:sessionId',
  params: z.object({ sessionId: z.string().min(8).max(64) }),
  input: z.object({
    page: trackingPageName,
    timestamp: z
      .number({ error: 'The timestamp must be a number of milliseconds.' })
      .int('The timestamp must be a whole number of milliseconds.')
      .positive('The timestamp must be a number of milliseconds.')
      // the latest a JavaScript date can be (year 275760): past it `new Date` is invalid
      .max(8.64e15, 'The timestamp must be a number of milliseconds.'),
    event: trackingEventName,
    data: z.unknown().optional(),
  }),
  output: z.object({ success: z.literal(true) }),
});
