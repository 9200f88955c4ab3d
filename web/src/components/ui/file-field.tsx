import { useId, type ReactNode } from 'react';
import { AttentionIcon } from './attention-icon';
import './file-field.css';

export interface FileFieldProps {
  /** The server's field name: errors scroll to `[data-field=name]`. */
  name: string;
  /** Shown on the button that opens the file chooser. */
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** Every message shown under the field (one per refused file for a multiple upload). */
  errors?: readonly string[];
  /** Draws an attention icon before the message (the electric step shows the server's text so). */
  attention?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * A file input drawn as a button: the real input stays in the tab order (visually hidden), so
 * keyboard users and screen readers meet a plain file control under the button's label.
 */
export function FileField({
  name,
  label,
  accept,
  multiple = false,
  disabled = false,
  hint,
  errors = [],
  attention = false,
  onFiles,
}: FileFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['field file-field', errors.length > 0 ? 'field--invalid' : null].filter(Boolean).join(' ')} data-field={name}>
      <input
        id={id}
        type="file"
        name={name}
        className="visually-hidden file-field__input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = ''; // choosing the same file again is a new choice
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={id} className="button button--secondary file-field__button">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <div id={`${id}-error`} className="field-error file-field__errors" role="alert">
          {attention && <AttentionIcon />}
          {errors.length === 1 ? (
            <p>{errors[0]}</p>
          ) : (
            <ul>
              {errors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
