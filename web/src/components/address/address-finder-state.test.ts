import { describe, expect, it } from 'vitest';
import type { AddressSuggestion } from '#common/contract/calls/helpers';
import {
  changePostcode,
  choose,
  emptyFinder,
  openManual,
  pendingOf,
  searchFailed,
  show,
  showSuggestions,
  suggestionLabel,
} from './address-finder-state';

const suggestion = (n: number, line_2 = ''): AddressSuggestion => ({
  unique_id: `demo:SW1A 1AA:${n}`,
  line_1: `${n} Church Road`,
  line_2,
  post_town: 'Westminster',
  county: 'London',
  postcode: 'SW1A 1AA',
  country: 'England',
});
const searched = showSuggestions(emptyFinder('sw1a 1aa'), [suggestion(1), suggestion(2, 'Pimlico')]);

describe('the address picker rules', () => {
  it('changing the postcode clears suggestions, selection and manual mode', () => {
    const manual = openManual(choose(searched, 'demo:SW1A 1AA:2'));

    expect(changePostcode(manual, 'M1 1AE')).toEqual(emptyFinder('M1 1AE'));
  });

  it('opens the manual fields filled from the chosen suggestion', () => {
    expect(openManual(choose(searched, 'demo:SW1A 1AA:2')).draft).toEqual({
      line_1: '2 Church Road',
      line_2: 'Pimlico',
      postal_town: 'Westminster',
      county: 'London',
      postcode: 'SW1A 1AA',
      country: 'England',
    });
  });

  it('opens the manual fields with the searched postcode when nothing was found', () => {
    const state = openManual(searchFailed(emptyFinder('zz99zz')));

    expect(state.manual).toBe(true);
    expect(state.draft).toMatchObject({ line_1: '', postcode: 'ZZ9 9ZZ', country: 'United Kingdom' });
    expect(openManual(searchFailed(emptyFinder('je2 9zz'))).draft).toMatchObject({ postcode: 'JE2 9ZZ', country: 'Jersey' });
  });

  it('a search with no chosen address is pending a choice; manual mode is pending its fields', () => {
    expect(pendingOf(emptyFinder('SW1A 1AA'))).toEqual({ kind: 'none' });
    expect(pendingOf(searched)).toEqual({ kind: 'unchosen' });
    expect(pendingOf(choose(searched, 'demo:SW1A 1AA:1'))).toEqual({ kind: 'none' });
    expect(pendingOf(openManual(searched))).toMatchObject({ kind: 'address', address: { postcode: 'SW1A 1AA' } });
  });

  it('an address shown while arrowing but never chosen is what Continue saves; a chosen one is done', () => {
    const arrowedTo = show(searched, 'demo:SW1A 1AA:2');

    expect(pendingOf(arrowedTo)).toMatchObject({ kind: 'address', address: { line_1: '2 Church Road', line_2: 'Pimlico' } });
    expect(pendingOf(choose(arrowedTo, 'demo:SW1A 1AA:2'))).toEqual({ kind: 'none' });
  });

  it('a new search drops the earlier selection and manual mode', () => {
    const again = showSuggestions(openManual(choose(searched, 'demo:SW1A 1AA:1')), [suggestion(3)]);

    expect(again).toMatchObject({ selectedId: '', manual: false, offerManual: false });
  });

  it('labels a suggestion "line_1, line_2, post_town", leaving out an empty line', () => {
    expect(suggestionLabel(suggestion(1))).toBe('1 Church Road, Westminster');
    expect(suggestionLabel(suggestion(2, 'Pimlico'))).toBe('2 Church Road, Pimlico, Westminster');
  });
});
