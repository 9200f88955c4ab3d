import { TextField } from '#web/components/ui/text-field';
import type { TextBinding } from '#web/lib/use-fields';
import type { LocalCardValues } from './local-card-driver';

interface Props {
  text: (name: keyof LocalCardValues) => TextBinding;
}

/** Card number, expiry and security code for the local provider; they go only to its vault. */
export function LocalCardFields({ text }: Props) {
  const field = (name: keyof LocalCardValues) => ({ ...text(name), inputMode: 'numeric' as const, spellCheck: false });
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
