import type { ReactNode } from 'react';
import type { FieldErrors } from '#common/contract/errors';
import { Button } from './button';

export interface FormFrameProps {
  /** The form's state: its errors by field and whether a submit is under way. */
  action: { errors: FieldErrors; pending: boolean };
  /** Fields that show their own errors; any other field's message shows above the button. */
  fields: readonly string[];
  submitLabel: ReactNode;
  submitVariant?: 'primary' | 'secondary';
  onSubmit: () => void;
  className: string;
  /** What comes after the fields and before that message, e.g. the captcha. */
  after?: ReactNode;
  /** The `data-field` of that message: the field's own name unless given (e.g. "general"). */
  otherErrorField?: string;
  children: ReactNode;
}

/** A form of a few fields and one submit button: the sign-in forms and the back office's. */
export function FormFrame({
  action,
  fields,
  submitLabel,
  submitVariant = 'primary',
  onSubmit,
  className,
  after,
  otherErrorField,
  children,
}: FormFrameProps) {
  const other = Object.entries(action.errors).find(([field]) => !fields.includes(field));
  return (
    <form
      className={className}
      noValidate
      aria-busy={action.pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {after}
      {other && (
        <p className="field-error" role="alert" data-field={otherErrorField ?? other[0]}>
          {other[1][0]}
        </p>
      )}
      <Button type="submit" variant={submitVariant} pending={action.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
