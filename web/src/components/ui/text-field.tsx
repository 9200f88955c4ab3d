import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell } from './field-shell';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The server's field name: errors scroll to `[data-field=name]`. */
  name: string;
}

export function TextField({ label, error, hint, name, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} name={name} hint={hint} error={error} className={className}>
      {(control) => <input name={name} className="field__input" {...control} {...input} />}
    </FieldShell>
  );
}
