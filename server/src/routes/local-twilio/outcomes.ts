/**
 * What the local stand-in for Twilio does with a text, by the number it goes to (six numbers of the 07459 000xxx
 * range, which no other test uses): the delivery failures Twilio reports, a refusal, a 429 and a lost reply.
 */
export type Outcome =
  | { kind: 'delivered' }
  | { kind: 'undelivered'; errorCode: number }
  | { kind: 'refused'; status: number; errorCode: number; message: string }
  | { kind: 'busy-once' }
  | { kind: 'reply-lost-once' };

export const LOCAL_TWILIO_NUMBERS = {
  unreachable: '+447459000003',
  unknown: '+447459000005',
  landline: '+447459000006',
  notMobile: '+447459000614',
  busyOnce: '+447459000429',
  replyLostOnce: '+447459000500',
} as const;

export function outcomeFor(to: string): Outcome {
  switch (to) {
    case LOCAL_TWILIO_NUMBERS.unreachable:
      return { kind: 'undelivered', errorCode: 30003 };
    case LOCAL_TWILIO_NUMBERS.unknown:
      return { kind: 'undelivered', errorCode: 30005 };
    case LOCAL_TWILIO_NUMBERS.landline:
      return { kind: 'undelivered', errorCode: 30006 };
    case LOCAL_TWILIO_NUMBERS.notMobile:
      return { kind: 'refused', status: 400, errorCode: 21614, message: `'To' number ${to} is not a valid mobile number` };
    case LOCAL_TWILIO_NUMBERS.busyOnce:
      return { kind: 'busy-once' };
    case LOCAL_TWILIO_NUMBERS.replyLostOnce:
      return { kind: 'reply-lost-once' };
    default:
      return { kind: 'delivered' };
  }
}

/** Twilio's error reply. */
export const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});
