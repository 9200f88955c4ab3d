import type { AddressSuggestion } from '#common/contract/calls/helpers';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { AddressPicker } from './address-picker';
import { changePostcode, choose, openManual, selectedSuggestion, show, suggestionLabel } from './address-finder-state';
import { ManualAddressFields } from './manual-address-fields';
import type { AddressFinder as Finder } from './use-address-finder';
import './address-finder.css';

export interface AddressFinderProps {
  finder: Finder;
  /** Names the group of fields for assistive technology, e.g. "Work address". */
  label?: string;
  postcodeLabel: string;
  /** Keeps browser autofill of two finders apart (`section-<name>`). */
  section: string;
  /** Called once a suggestion is chosen from the list. */
  onPick?: (suggestion: AddressSuggestion) => void;
  /** A line under the finder, e.g. the address saved so far; announced when it changes. */
  status?: string;
}

/** Postcode search with "Find Address", the address picker and the manual fields. */
export function AddressFinder({ finder, label, postcodeLabel, section, onPick, status }: AddressFinderProps) {
  const { state, prefix } = finder;
  const searchError = finder.error('postcode_search') ?? (state.manual ? undefined : finder.error('postcode'));
  const count = state.suggestions.length;

  /** A choice (not a look while arrowing through the list): picking a suggestion saves it. */
  function pick(id: string) {
    if (id === state.pickedId) return; // Enter on the address already chosen saves nothing new
    finder.setState((current) => choose(current, id));
    // "You must select your full address." is answered now
    if (finder.error('address')) finder.fail({});
    const suggestion = selectedSuggestion({ ...state, selectedId: id });
    if (suggestion) onPick?.(suggestion);
  }

  return (
    <div className="address-finder" role={label ? 'group' : undefined} aria-label={label}>
      <div className="address-finder__search">
        <TextField
          name={`${prefix}postcode_search`}
          label={postcodeLabel}
          value={state.postcode}
          autoComplete={`section-${section} postal-code`}
          autoCapitalize="characters"
          enterKeyHint="search"
          onChange={(event) => finder.setState((current) => changePostcode(current, event.target.value))}
          onKeyDown={(event) => {
            // Enter searches here instead of submitting the step
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void finder.search();
          }}
          error={searchError}
        />
        <Button variant="secondary" pending={finder.searching} onClick={() => void finder.search()}>
          Find Address
        </Button>
      </div>
      {state.offerManual && !state.manual && (
        <Button variant="link" className="address-finder__manual-link" onClick={() => finder.setState(openManual)}>
          Enter address manually instead?
        </Button>
      )}
      {count > 0 && !state.manual && (
        <>
          <AddressPicker
            name={`${prefix}address`}
            placeholder={`${count} ${count === 1 ? 'address' : 'addresses'} found`}
            value={state.selectedId}
            options={state.suggestions.map((suggestion) => ({ value: suggestion.unique_id, label: suggestionLabel(suggestion) }))}
            onShow={(id) => finder.setState((current) => show(current, id))}
            onChoose={pick}
            error={finder.error('address')}
          />
          <Button variant="link" className="address-finder__manual-link" onClick={() => finder.setState(openManual)}>
            Address not listed?
          </Button>
        </>
      )}
      {state.manual && <ManualAddressFields finder={finder} section={section} />}
      <p className="address-finder__status" role="status">
        {status}
      </p>
    </div>
  );
}
