import { useRef, useState } from 'react';
import type { FieldErrors } from '#common/contract/errors';
import { postcode as postcodeField } from '#common/contract/index';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import { track } from '#web/lib/tracking';
import { useFormAction, type FormAction } from '#web/lib/use-form-action';
import { emptyFinder, searchFailed, showSuggestions, type AddressDraft, type FinderState } from './address-finder-state';
import { endpoints } from '#common/contract/endpoints';

export interface AddressFinder {
  state: FinderState;
  setState: (update: (state: FinderState) => FinderState) => void;
  searching: boolean;
  /** Field names on the page: '' for the first finder, e.g. 'home_' for a second. */
  prefix: string;
  form: FormAction;
  /** The first error of a field, by its unprefixed name ('postcode', 'line_1', 'postcode_search'). */
  error: (field: string) => string | undefined;
  /** Shows errors (unprefixed names) under this finder's fields and scrolls to the first. */
  fail: (errors: FieldErrors) => void;
  search: () => Promise<boolean>;
  /** Posts an address; one save at a time, and of saves asked for meanwhile only the latest is sent. */
  save: (draft: AddressDraft, post: (draft: AddressDraft) => Promise<void>) => Promise<boolean>;
}

export interface AddressFinderOptions {
  /** The page events are tracked under: `searched`, `searched.error`, `saved`, `saved.error`. */
  trackAs: string;
  prefix?: string;
  /** The postcode the search starts with. */
  postcode?: string;
}

export function useAddressFinder({ trackAs, prefix = '', postcode = '' }: AddressFinderOptions): AddressFinder {
  const [state, setState] = useState<FinderState>(() => emptyFinder(postcode));
  const [searching, setSearching] = useState(false);
  const form = useFormAction({ trackAs });
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(0);

  const nameOf = (field: string) => (field === 'general' || field === 'name' ? 'general' : `${prefix}${field}`);
  function fail(errors: FieldErrors) {
    const named: FieldErrors = {};
    for (const [field, messages] of Object.entries(errors)) (named[nameOf(field)] ??= []).push(...messages);
    form.setErrors(named);
  }

  async function search(): Promise<boolean> {
    const parsed = postcodeField.safeParse(state.postcode);
    if (!parsed.success) {
      fail({ postcode_search: [parsed.error.issues[0]?.message ?? 'Please enter your postcode.'] });
      return false;
    }
    setSearching(true);
    form.setErrors({});
    try {
      const { list } = await call(endpoints.helpers.addressLookup, { postcode: parsed.data });
      setState((current) => showSuggestions(current, list));
      track(trackAs, 'searched', { postcode: parsed.data, count: list.length });
      return true;
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      track(trackAs, 'searched.error', { postcode: parsed.data, status: caught.status });
      const message = caught.firstError('postcode');
      // "Postcode not found." offers manual entry; other failures just stop the spinner
      if (message) {
        setState(searchFailed);
        fail({ postcode_search: [message] });
      }
      return false;
    } finally {
      setSearching(false);
    }
  }

  async function attempt(draft: AddressDraft, post: (draft: AddressDraft) => Promise<void>): Promise<boolean> {
    let saved = false;
    await form.run(
      async () => {
        await post(draft);
        saved = true;
      },
      (error) => {
        if (!error.isValidation) return false;
        // a chosen suggestion the server refuses opens the fields, so each error sits under its field
        setState((current) => (current.manual ? current : { ...current, manual: true, draft }));
        fail(error.fieldErrors);
        return true;
      },
    );
    return saved;
  }

  function save(draft: AddressDraft, post: (draft: AddressDraft) => Promise<void>): Promise<boolean> {
    const ticket = ++latest.current;
    const result = chain.current.then(() => (ticket === latest.current ? attempt(draft, post) : true));
    chain.current = result.catch(() => undefined);
    return result;
  }

  return {
    state,
    setState,
    searching,
    prefix,
    form,
    error: (field) => form.error(nameOf(field)),
    fail,
    search,
    save,
  };
}
