import { Checkbox } from '#web/components/ui/checkbox';
import { LegalLink } from './legal-link';

export interface SubscriptionTermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** The membership step's terms checkbox; its link opens the terms in a popup. */
export function SubscriptionTermsCheckbox({ checked, onChange, error }: SubscriptionTermsCheckboxProps) {
  return (
    <Checkbox
      name="terms"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
      label={
        <>
          I agree to the <LegalLink document="subscription">subscription terms</LegalLink>.
        </>
      }
    />
  );
}
