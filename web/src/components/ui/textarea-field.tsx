import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  /** A live line under the box, such as how many characters are still needed. */
  status?: ReactNode;
  error?: string;
}

export function TextareaField({ label, name, hint, status, error, className, rows = 6, ...textarea }: TextareaFieldProps) {
  return (
    <FieldShell label={label} name={name} hint={hint} status={status} error={error} className={className}>
      {(control) => <textarea {...control} name={name} rows={rows} className="field__input field__textarea" {...textarea} />}
    </FieldShell>
  );
}
