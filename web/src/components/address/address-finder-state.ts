import type { AddressSuggestion } from '#common/contract/calls/helpers';
import { normalisePostcode } from '#common/contract/fields';
import { countryOfPostcode } from '#common/contract/postcode-areas';

// The address picker's rules (search, pick, manual entry), free of React so they can be tested alone.

export const SELECT_FULL_ADDRESS = 'You must select your full address.';

export const manualFields = ['line_1', 'line_2', 'postal_town', 'county', 'postcode', 'country'] as const;
export type ManualField = (typeof manualFields)[number];
/** An address as the save call and the card form take it. */
export type AddressDraft = Record<ManualField, string>;

export interface FinderState {
  /** The postcode typed into the search. */
  postcode: string;
  suggestions: AddressSuggestion[];
  /** `unique_id` of the suggestion the picker shows, '' for none. */
  selectedId: string;
  /**
   * `unique_id` of the suggestion last chosen with Enter, a click or a tap, '' for none. Arrowing through
   * the list only shows each address; a shown address nobody chose is saved by Continue.
   */
  pickedId: string;
  /** "Address not listed?" was used: the next save posts `draft`. */
  manual: boolean;
  draft: AddressDraft;
  /** The last search failed at the server ("Postcode not found."): offer manual entry. */
  offerManual: boolean;
}

export const emptyDraft: AddressDraft = { line_1: '', line_2: '', postal_town: '', county: '', postcode: '', country: '' };

export function emptyFinder(postcode = ''): FinderState {
  return { postcode, suggestions: [], selectedId: '', pickedId: '', manual: false, draft: emptyDraft, offerManual: false };
}

/** Changing the postcode clears suggestions, selection and manual mode. */
export function changePostcode(_state: FinderState, postcode: string): FinderState {
  return emptyFinder(postcode);
}

export function showSuggestions(state: FinderState, suggestions: AddressSuggestion[]): FinderState {
  return { ...emptyFinder(state.postcode), suggestions };
}

export function searchFailed(state: FinderState): FinderState {
  return { ...emptyFinder(state.postcode), offerManual: true };
}

/** The picker shows a suggestion (e.g. while arrowing through the list); nothing is chosen yet. */
export function show(state: FinderState, selectedId: string): FinderState {
  return { ...state, selectedId };
}

/** A suggestion is chosen: shown and picked. */
export function choose(state: FinderState, selectedId: string): FinderState {
  return { ...state, selectedId, pickedId: selectedId };
}

export function draftOf(suggestion: AddressSuggestion): AddressDraft {
  const { line_1, line_2, post_town, county, postcode, country } = suggestion;
  return { line_1, line_2, postal_town: post_town, county, postcode, country };
}

export function selectedSuggestion(state: FinderState): AddressSuggestion | undefined {
  return state.selectedId ? state.suggestions.find((suggestion) => suggestion.unique_id === state.selectedId) : undefined;
}

/**
 * Opens the manual fields, filled from the chosen suggestion or with what the search knows: after
 * "Postcode not found." the country comes from the postcode's area (decision 068).
 */
export function openManual(state: FinderState): FinderState {
  const chosen = selectedSuggestion(state);
  const country = state.suggestions[0]?.country ?? countryOfPostcode(state.postcode);
  const draft = chosen ? draftOf(chosen) : { ...emptyDraft, postcode: normalisePostcode(state.postcode), country };
  return { ...state, manual: true, draft };
}

export function editDraft(state: FinderState, field: ManualField, value: string): FinderState {
  return { ...state, draft: { ...state.draft, [field]: value } };
}

/** The picker's line for a suggestion: "line_1, line_2, post_town". */
export function suggestionLabel(suggestion: AddressSuggestion): string {
  return [suggestion.line_1, suggestion.line_2, suggestion.post_town].filter(Boolean).join(', ');
}

export type Pending = { kind: 'none' } | { kind: 'unchosen' } | { kind: 'address'; address: AddressDraft };

/** What a submit still has to do: post the manual fields or the shown but unchosen address, or ask for a choice. */
export function pendingOf(state: FinderState): Pending {
  if (state.manual) return { kind: 'address', address: state.draft };
  if (state.suggestions.length > 0 && !state.selectedId) return { kind: 'unchosen' };
  const shown = selectedSuggestion(state);
  if (shown && state.selectedId !== state.pickedId) return { kind: 'address', address: draftOf(shown) };
  return { kind: 'none' };
}

/** The address the finder stands for now: the manual fields, else the chosen suggestion. */
export function currentDraft(state: FinderState): AddressDraft | undefined {
  if (state.manual) return state.draft;
  const chosen = selectedSuggestion(state);
  return chosen ? draftOf(chosen) : undefined;
}
