import { TextField } from '../ui/text-field';
import type { LocalCardValues } from './local-card-driver';

interface Props {
  values: LocalCardValues;
  onChange: (values: LocalCardValues) => void;
  error: (field: string) => string | undefined;
}

/** Card number, expiry and security code for the local provider; they go only to its vault. */
export function LocalCardFields({ values, onChange, error }: Props) {
  const field = (name: keyof LocalCardValues) => ({
    name,
    value: values[name],
    error: error(name),
    inputMode: 'numeric' as const,
    spellCheck: false,
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });
  return (
    <>
      <TextField label="Card number" autoComplete="cc-number" placeholder="1234 1234 1234 1234" maxLength={23} {...field('number')} />
      <div className="field-row billing__card-row">
        <TextField label="Expiry date" hint="MM / YY" autoComplete="cc-exp" maxLength={9} {...field('expiry')} />
        <TextField
          label="Security code (CVC)"
          hint="3 digits on the back, 4 on the front of American Express"
          autoComplete="cc-csc"
          maxLength={4}
          {...field('cvc')}
        />
      </div>
    </>
  );
}
