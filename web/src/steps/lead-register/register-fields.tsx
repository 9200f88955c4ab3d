import { Checkbox } from '#web/components/ui/checkbox';
import { TextField } from '#web/components/ui/text-field';
import type { FieldBindings } from '#web/lib/use-fields';
import { LegalLink } from '#web/shell/legal/legal-link';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  business_name: string;
  email_address: string;
  phone_number: string;
  password: string;
  terms: boolean;
  privacy: boolean;
}

interface Props {
  fields: FieldBindings<RegisterValues>;
  shown: { email: boolean; phone: boolean; privacy: boolean };
}

/** The registration form's fields, each with its server error beneath it. */
export function RegisterFields({ fields: { text, tick }, shown }: Props) {
  return (
    <>
      <div className="field-row">
        <TextField label="First Name" autoComplete="given-name" {...text('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" {...text('last_name')} />
      </div>
      <TextField
        label="Business name"
        hint="This can just be your name if you don't have a business name."
        autoComplete="organization"
        {...text('business_name')}
      />
      {shown.email && <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...text('email_address')} />}
      {shown.phone && <TextField label="Phone Number" type="tel" autoComplete="tel-national" inputMode="tel" {...text('phone_number')} />}
      <TextField label="Password" type="password" autoComplete="new-password" hint="At least 8 characters." {...text('password')} />
      <Checkbox
        label={
          <>
            I accept the <LegalLink document="terms">Terms &amp; Conditions</LegalLink> and{' '}
            <LegalLink document="supply">Terms of Supply</LegalLink>
          </>
        }
        {...tick('terms')}
      />
      {shown.privacy && (
        <Checkbox
          label={
            <>
              I accept the <LegalLink document="privacy">Privacy Policy</LegalLink>
            </>
          }
          {...tick('privacy')}
        />
      )}
    </>
  );
}
