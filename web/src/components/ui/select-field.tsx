import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  name: string;
  options: readonly SelectOption[];
  /** The first, empty choice shown until one is made. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
}

/** A labelled <select> in the markup every field shares: the company type, the address picker, the country. */
export function SelectField({ label, name, options, placeholder, hint, error, className, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} name={name} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} name={name} className="field__input field__select" {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
