import { useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import { GENERAL_ERROR_FIELD } from '#common/contract/errors';
import { TICKET_MESSAGE_MAX, TOO_MANY_TICKETS, ticketMessages } from '#common/contract/ticket-texts';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { call } from '#web/lib/api';
import type { ApiError } from '#web/lib/api-error';
import { clearLastError, lastErrorForTicket, type TicketError } from '#web/lib/last-error';
import { useCaptchaForm } from '#web/components/captcha/use-captcha-form';
import { useFields } from '#web/lib/use-fields';
import { useUser } from '#web/lib/user-store';
import { AttachedError } from './attached-error';

export interface SentTicket {
  reference: string;
  email: string;
}

/** What the form says when the message did not arrive: the values stay in the fields either way. */
function failureSentence(error: ApiError): string | null {
  if (error.status === 0) return ticketMessages.offline;
  if (error.status === 429 && error.code === TOO_MANY_TICKETS) return ticketMessages.tooMany;
  if (error.status === 422) return null;
  return ticketMessages.notSent;
}

/** Characters left, said only near the limit so the line stays quiet while someone types. */
function charactersLeft(value: string, max: number): string | null {
  const left = max - value.trim().length;
  if (left > max / 10) return null;
  return left >= 0 ? `${left.toLocaleString('en-GB')} characters left.` : `${(-left).toLocaleString('en-GB')} characters too many.`;
}

/** /contact-us/ticket: subject, e-mail (the trader's when signed in), message, and the last error, shown. */
export function TicketForm({ onSent }: { onSent: (ticket: SentTicket) => void }) {
  const user = useUser();
  const form = useCaptchaForm();
  const [attached] = useState<TicketError | null>(() => lastErrorForTicket());
  const { values, text } = useFields({ subject: '', email_address: user?.email ?? '', message: '' }, form.error);

  const submit = () =>
    form.run(
      async (captchaToken) => {
        const reply = await call(endpoints.support.ticketCreate, {
          ...values,
          last_error: attached,
          recaptcha_response: captchaToken,
        });
        clearLastError();
        onSent({ reference: reply.reference, email: values.email_address.trim() });
      },
      (error) => {
        const sentence = failureSentence(error);
        if (sentence === null) return false;
        form.setErrors({ [GENERAL_ERROR_FIELD]: [sentence] });
        return true;
      },
    );

  return (
    <form
      className="ticket-form"
      noValidate
      aria-busy={form.pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {attached && <AttachedError error={attached} problem={form.error('last_error')} />}
      <TextField label="Subject" autoComplete="off" {...text('subject')} />
      <TextField label="Email address" type="email" autoComplete="email" hint="We'll reply to this address." {...text('email_address')} />
      <TextareaField
        label="Message"
        rows={8}
        hint="What were you doing, and what happened?"
        status={charactersLeft(values.message, TICKET_MESSAGE_MAX)}
        {...text('message')}
      />
      <CaptchaField {...form.captcha.fieldProps} />
      {form.error(GENERAL_ERROR_FIELD) && (
        <p className="field-error" role="alert" data-field={GENERAL_ERROR_FIELD}>
          {form.error(GENERAL_ERROR_FIELD)}
        </p>
      )}
      <Button type="submit" pending={form.pending}>
        Send message
      </Button>
    </form>
  );
}
