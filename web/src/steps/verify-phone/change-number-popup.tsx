import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { Popup } from '#web/components/ui/popup';
import { TextField } from '#web/components/ui/text-field';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { call } from '#web/lib/api';
import { useCaptchaForm } from '#web/components/captcha/use-captcha-form';
import { endpoints } from '#common/contract/endpoints';

export interface ChangeNumberPopupProps {
  open: boolean;
  onClose: () => void;
  /** The new number on file (E.164); the server has texted it a code. */
  onChanged: (number: string) => void;
}

/** "(not correct?)" opens this; errors come back under `phone_number`. */
export function ChangeNumberPopup({ open, onClose, onChanged }: ChangeNumberPopupProps) {
  // texting the new number may call for the human check first (decision 105)
  const form = useCaptchaForm();
  const [value, setValue] = useState('');

  function save(event: FormEvent) {
    event.preventDefault();
    return form.run(async (captchaToken) => {
      const reply = await call(endpoints.verifyPhone.phoneSet, { phone_number: value, recaptcha_response: captchaToken });
      setValue('');
      onChanged(reply.number);
    });
  }

  function close() {
    form.setErrors({});
    onClose();
  }

  return (
    <Popup open={open} title="Change your mobile number" onClose={close}>
      <form className="change-number" onSubmit={save} noValidate>
        <p className="change-number__intro">We will text a new code to this number.</p>
        <TextField
          name="phone_number"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          // the example is a UK mobile
          placeholder="07123 456789"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={form.error('phone_number')}
        />
        <CaptchaField {...form.captcha.fieldProps} phoneNumber={value} />
        <Button type="submit" pending={form.pending}>
          Save and send code
        </Button>
      </form>
    </Popup>
  );
}
