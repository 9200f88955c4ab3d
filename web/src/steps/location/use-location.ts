import { useEffect, useState, type RefObject } from 'react';
import type { AddressKind } from '#common/contract/calls/address-book';
import type { AddressSuggestion } from '#common/contract/calls/helpers';
import {
  currentDraft,
  draftOf,
  emptyFinder,
  pendingOf,
  SELECT_FULL_ADDRESS,
  type AddressDraft,
  type FinderState,
} from '#web/components/address/address-finder-state';
import { useAddressFinder, type AddressFinder } from '#web/components/address/use-address-finder';
import { call } from '#web/lib/api';
import { useGo } from '#web/lib/navigation';
import { refreshUser, useUser } from '#web/lib/user-store';
import { useStepLinks } from '#web/shell/use-step-links';
import { copiedForHome, draftOfAddress, homeShownSeparately, type AddressBook } from './location-rules';
import { endpoints } from '#common/contract/endpoints';

/**
 * The location step's state: two finders (business, home), the address book and the home-is-same box;
 *`areaSaver` is the area editor's save, which Continue runs too.
 */
export function useLocation(areaSaver?: RefObject<(() => Promise<boolean>) | null>) {
  const go = useGo();
  const user = useUser();
  const { next } = useStepLinks('location');
  const workPostcode = user?.location.postcode ?? '';
  const business = useAddressFinder({ trackAs: 'location', postcode: workPostcode });
  const home = useAddressFinder({ trackAs: 'location', prefix: 'home_' });
  const [book, setBook] = useState<AddressBook | null>(null);
  const [homeIsSame, setHomeIsSame] = useState(true);
  const [loading, setLoading] = useState(true);

  async function reload(): Promise<AddressBook> {
    const { address_book } = await call(endpoints.addressBook.addressBook, {});
    setBook(address_book);
    return address_book;
  }

  useEffect(() => {
    reload()
      .then(
        (loaded) => {
          // what the trader typed while the book loaded stays
          const untouched = (initial: string, saved?: string) => (current: FinderState) =>
            saved && current.postcode === initial && current.suggestions.length === 0 ? emptyFinder(saved) : current;
          business.setState(untouched(workPostcode, loaded.business?.postcode));
          home.setState(untouched('', loaded.home?.postcode));
          if (homeShownSeparately(loaded)) setHomeIsSame(false);
        },
        () => undefined,
      ) // a failed address call just stops the spinner
      .finally(() => setLoading(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  function save(kind: AddressKind, draft: AddressDraft, same = homeIsSame): Promise<boolean> {
    const finder = kind === 'business' ? business : home;
    return finder.save(draft, async (address) => {
      await call(endpoints.addressBook.addressSave, { name: kind, ...address, ...(kind === 'business' ? { home_is_same: same } : {}) });
      await reload();
      // the work postcode feeds location.postcode
      if (kind === 'business') await refreshUser();
    });
  }

  const pick = (kind: AddressKind) => (suggestion: AddressSuggestion) => void save(kind, draftOf(suggestion));

  function changeHomeIsSame(same: boolean) {
    setHomeIsSame(same);
    if (!same) return;
    home.setState(() => copiedForHome(business.state));
    const draft = currentDraft(business.state) ?? (book?.business ? draftOfAddress(book.business) : undefined);
    if (draft) void save('business', draft, true);
  }

  /** Saves what is pending, then moves on once a business address exists. */
  async function onContinue() {
    const finders: [AddressKind, AddressFinder][] = homeIsSame
      ? [['business', business]]
      : [
          ['business', business],
          ['home', home],
        ];
    const pending = finders.map(([kind, finder]) => ({ kind, finder, pending: pendingOf(finder.state) }));
    const unchosen = pending.filter((entry) => entry.pending.kind === 'unchosen');
    // a search without a chosen address; the last scroll wins, so the topmost goes last
    for (const { finder } of [...unchosen].reverse()) finder.fail({ address: [SELECT_FULL_ADDRESS] });
    if (unchosen.length > 0) return;
    for (const entry of pending) {
      if (entry.pending.kind === 'address' && !(await save(entry.kind, entry.pending.address))) return;
    }
    const saved = book?.business ?? (await reload().catch(() => null))?.business;
    if (saved) {
      // the areas the step shows are kept, not only those saved with "Save areas"
      if (areaSaver?.current && !(await areaSaver.current())) return;
      if (next) go(next);
      return;
    }
    // no business address yet: search the postcode given, then ask for a choice
    if (await business.search()) business.fail({ address: [SELECT_FULL_ADDRESS] });
  }

  return { business, home, book, homeIsSame, changeHomeIsSame, pick, onContinue, loading };
}
