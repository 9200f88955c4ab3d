import { useRef, type KeyboardEvent } from 'react';
import { SelectField, type SelectOption } from '../ui/select-field';

export interface AddressPickerProps {
  name: string;
  placeholder: string;
  value: string;
  options: SelectOption[];
  error?: string;
  /** The picker shows an address: arrowing through the closed list. Nothing is chosen yet. */
  onShow: (value: string) => void;
  /** An address is chosen: Enter, a click in the open list or a tap on a phone's picker. */
  onChoose: (value: string) => void;
}

/**
 * The "Select your address" list. On a closed list the arrow keys, Home/End, Page keys and
 * typing change the value at once, each with a change event: those only show an address. A change
 * that comes without a key held on the list (a click or Enter in the open list, a phone's picker) is a
 * choice, and so is Enter on the closed list, which therefore never submits the step.
 */
export function AddressPicker({ name, placeholder, value, options, error, onShow, onChoose }: AddressPickerProps) {
  const keyDown = useRef(false);

  function onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (event.currentTarget.value) onChoose(event.currentTarget.value);
      return;
    }
    // the browser changes the value right after this handler, in the same task
    keyDown.current = true;
    window.setTimeout(() => (keyDown.current = false), 0);
  }

  return (
    <SelectField
      name={name}
      label="Select your address"
      placeholder={placeholder}
      value={value}
      options={options}
      error={error}
      onKeyDown={onKeyDown}
      onChange={(event) => (keyDown.current ? onShow(event.target.value) : onChoose(event.target.value))}
    />
  );
}
