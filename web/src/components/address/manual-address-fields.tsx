import { addressCountries } from '#common/contract/calls/address-book';
import { TextField } from '../ui/text-field';
import type { ManualField } from './address-finder-state';
import type { AddressFinder } from './use-address-finder';
import { editDraft } from './address-finder-state';
import { SelectField } from '../ui/select-field';

const lines: { field: Exclude<ManualField, 'country'>; label: string; autoComplete: string }[] = [
  { field: 'line_1', label: 'Address line 1', autoComplete: 'address-line1' },
  { field: 'line_2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { field: 'postal_town', label: 'Town/city', autoComplete: 'address-level2' },
  { field: 'county', label: 'County (optional)', autoComplete: 'address-level1' },
  { field: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

/** The manual address entry: line 1, line 2, town/city, county, postcode, country (the billing and location steps). */
export function ManualAddressFields({ finder, section }: { finder: AddressFinder; section: string }) {
  const { draft } = finder.state;
  const set = (field: ManualField, value: string) => finder.setState((state) => editDraft(state, field, value));
  // a suggestion may name a country we do not list (e.g. "Channel Islands"): keep it choosable
  const countries = [
    ...addressCountries,
    ...(draft.country && !(addressCountries as readonly string[]).includes(draft.country) ? [draft.country] : []),
  ];
  return (
    <fieldset className="address-finder__manual">
      <legend className="visually-hidden">Address</legend>
      {lines.map(({ field, label, autoComplete }) => (
        <TextField
          key={field}
          name={`${finder.prefix}${field}`}
          label={label}
          value={draft[field]}
          autoComplete={`section-${section} ${autoComplete}`}
          autoCapitalize={field === 'postcode' ? 'characters' : undefined}
          onChange={(event) => set(field, event.target.value)}
          error={finder.error(field)}
        />
      ))}
      <SelectField
        name={`${finder.prefix}country`}
        label="Country"
        placeholder="Choose a country"
        value={draft.country}
        autoComplete={`section-${section} country-name`}
        options={countries.map((country) => ({ value: country, label: country }))}
        onChange={(event) => set('country', event.target.value)}
        error={finder.error('country')}
      />
    </fieldset>
  );
}
