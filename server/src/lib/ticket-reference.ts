import { randomInt } from 'node:crypto';
import { TICKET_REFERENCE_ALPHABET } from '#common/contract/ticket-texts';

const LENGTH = 6;

/** A new ticket reference, e.g. TS-7K2M9Q: 31^6 (about 887 million) of them, so a clash is rare and retried. */
export function newTicketReference(): string {
  let code = '';
  for (let n = 0; n < LENGTH; n += 1) code += TICKET_REFERENCE_ALPHABET[randomInt(TICKET_REFERENCE_ALPHABET.length)];
  return `TS-${code}`;
}
