import { describe, expect, it } from 'vitest';
import type { Address } from '#common/contract/calls/address-book';
import { choose, emptyFinder, openManual, showSuggestions } from '#web/components/address/address-finder-state';
import { copiedForHome, homeShownSeparately, savedLine } from './location-rules';

const address = (name: 'business' | 'home', line_1: string): Address => ({
  name,
  line_1,
  line_2: '',
  postal_town: 'Westminster',
  county: 'London',
  postcode: 'SW1A 1AA',
  country: 'England',
  home_is_same: name === 'business' ? false : null,
});

describe('the location step rules', () => {
  it('shows home separately only when both addresses exist and their first lines differ', () => {
    expect(homeShownSeparately({ business: address('business', '1 Church Road'), home: address('home', '4 Mill Lane') })).toBe(true);
    expect(homeShownSeparately({ business: address('business', '1 Church Road'), home: address('home', '1 Church Road') })).toBe(false);
    expect(homeShownSeparately({ business: address('business', '1 Church Road'), home: null })).toBe(false);
    expect(homeShownSeparately({ business: null, home: address('home', '4 Mill Lane') })).toBe(false);
  });

  it('ticking same-home copies the postcode, suggestions and selection, but not manual mode', () => {
    const suggestion = {
      unique_id: 'a',
      line_1: '1 Church Road',
      line_2: '',
      post_town: 'Westminster',
      county: '',
      postcode: 'SW1A 1AA',
      country: 'England',
    };
    const business = openManual(choose(showSuggestions(emptyFinder('SW1A 1AA'), [suggestion]), 'a'));

    expect(copiedForHome(business)).toEqual({ ...emptyFinder('SW1A 1AA'), suggestions: [suggestion], selectedId: 'a' });
  });

  it('describes the saved address in one line', () => {
    expect(savedLine(address('business', '1 Church Road'))).toBe('Saved address: 1 Church Road, Westminster, SW1A 1AA');
    expect(savedLine(null)).toBeUndefined();
  });
});
