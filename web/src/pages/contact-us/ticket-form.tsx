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
import { useCaptchaForm } from '#web/lib/use-captcha-form';
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
  const [subject, setSubject] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const [message, setMessage] = useState('');

  const submit = () =>
    form.run(
      async (captchaToken) => {
        const reply = await call(endpoints.support.ticketCreate, {
          subject,
          email_address: email,
          message,
          last_error: attached,
          recaptcha_response: captchaToken,
        });
        clearLastError();
        onSent({ reference: reply.reference, email: email.trim() });
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
      <TextField
        label="Subject"
        name="subject"
        autoComplete="off"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={form.error('subject')}
      />
      <TextField
        label="Email address"
        name="email_address"
        type="email"
        autoComplete="email"
        hint="We'll reply to this address."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.error('email_address')}
      />
      <TextareaField
        label="Message"
        name="message"
        rows={8}
        hint="What were you doing, and what happened?"
        status={charactersLeft(message, TICKET_MESSAGE_MAX)}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={form.error('message')}
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
