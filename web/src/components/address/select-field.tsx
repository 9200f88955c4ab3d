import { useId, type SelectHTMLAttributes } from 'react';
import { FieldError } from '../ui/field-error';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  /** The field's name on the page: errors scroll to `[data-field=name]`. */
  name: string;
  value: string;
  options: SelectOption[];
  /** The first, empty option ("Choose…"). */
  placeholder: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A labelled <select> in the style of TextField, for the address picker and the country. */
export function SelectField({ label, name, value, options, placeholder, error, onChange, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={['field', error ? 'field--invalid' : null].filter(Boolean).join(' ')} data-field={name}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
