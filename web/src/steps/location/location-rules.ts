import type { Address } from '#common/contract/calls/address-book';
import type { AddressDraft, FinderState } from '#web/components/address/address-finder-state';
import { emptyFinder } from '#web/components/address/address-finder-state';

export interface AddressBook {
  home: Address | null;
  business: Address | null;
}

/** On load, home is shown separately only if both exist and their line_1 differs. */
export function homeShownSeparately(book: AddressBook): boolean {
  return book.home !== null && book.business !== null && book.home.line_1 !== book.business.line_1;
}

/** Ticking same-home copies the business postcode, suggestions and selection to home. */
export function copiedForHome(business: FinderState): FinderState {
  return { ...emptyFinder(business.postcode), suggestions: business.suggestions, selectedId: business.selectedId };
}

export function draftOfAddress(address: Address): AddressDraft {
  const { line_1, line_2, postal_town, county, postcode, country } = address;
  return { line_1, line_2, postal_town, county, postcode, country };
}

/** "10 Church Road, Westminster, SW1A 1AA" for the saved-address line. */
export function savedLine(address: Address | null): string | undefined {
  if (!address) return undefined;
  return `Saved address: ${[address.line_1, address.line_2, address.postal_town, address.postcode].filter(Boolean).join(', ')}`;
}
