import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './field-error';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string;
  name: string;
}

export function Checkbox({ label, error, name, className, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={['checkbox', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')} data-field={name}>
      <input
        id={id}
        type="checkbox"
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
