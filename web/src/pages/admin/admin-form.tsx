import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import type { FormAction } from '#web/lib/use-form-action';

export interface AdminFormProps {
  action: FormAction;
  /** Fields that show their own errors; any other field's message shows above the button. */
  fields: readonly string[];
  submitLabel: ReactNode;
  submitVariant?: 'primary' | 'secondary';
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}

/** A back-office form: its fields, the message of any other field, and one submit button. */
export function AdminForm({ action, fields, submitLabel, submitVariant = 'primary', onSubmit, className, children }: AdminFormProps) {
  const other = Object.entries(action.errors).find(([field]) => !fields.includes(field));
  return (
    <form
      className={['admin-form', className].filter(Boolean).join(' ')}
      noValidate
      aria-busy={action.pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {other && (
        <p className="field-error" role="alert" data-field={other[0]}>
          {other[1][0]}
        </p>
      )}
      <Button type="submit" variant={submitVariant} pending={action.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
