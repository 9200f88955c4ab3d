import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';
import './field-shell.css';

/** What a control needs to be tied to its label, hint, status line and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldShellProps {
  label: ReactNode;
  /** The server's field name: errors scroll to `[data-field=name]`. */
  name: string;
  hint?: ReactNode;
  /**
   * A line under the control that screen readers hear as it changes (e.g. a count). Pass null
   * for "nothing to say now": the live region must exist before its first change is heard.
   */
  status?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint, control, status and error of one field, in the markup every field shares. */
export function FieldShell({ label, name, hint, status, error, className, children }: FieldShellProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, status ? `${id}-status` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')} data-field={name}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {status !== undefined && (
        <p id={`${id}-status`} className="field__status" aria-live="polite">
          {status}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
