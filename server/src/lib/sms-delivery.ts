import type { DeliveryStatus } from '#server/db/schema/outbox-message';

/**
 * Twilio's error codes that say the number itself cannot take a text (decision 142): 30003 unreachable
 * handset, 30005 unknown handset, 30006 a landline or unreachable carrier (delivery receipts), and 21211 an invalid
 * 'To' number, 21614 not a mobile number (refused when sent). Such a number is not texted again until it is typed again.
 */
export const UNDELIVERABLE_NUMBER_CODES: ReadonlySet<number> = new Set([21211, 21614, 30003, 30005, 30006]);

export const isUndeliverableNumberCode = (code: number | null): boolean => code !== null && UNDELIVERABLE_NUMBER_CODES.has(code);

/** A status's place on a message's way; a receipt only moves a row forward, so a replay or a late one changes nothing. */
export const DELIVERY_RANK: Record<DeliveryStatus, number> = {
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
};

export const isFailedDelivery = (status: DeliveryStatus): boolean => status === 'undelivered' || status === 'failed';

const FAILURE_REASONS: Record<number, string> = {
  21211: 'The number is not a valid phone number.',
  21614: 'The number is not a mobile number.',
  30003: 'The phone could not be reached (switched off or out of signal).',
  30005: 'The number is unknown or no longer in service.',
  30006: 'The number is a landline or its network could not be reached.',
  30007: 'The network filtered the message.',
};

/** A failed delivery's reason for staff, in words, with the provider's code. */
export function deliveryFailureReason(errorCode: number | null): string {
  if (errorCode === null) return 'The provider gave no reason.';
  return `${FAILURE_REASONS[errorCode] ?? 'The provider could not deliver it.'} (Twilio error ${errorCode})`;
}
