import { useState, type FormEvent } from 'react';
import { INVITATIONS_PER_CALL } from '#common/contract/review-texts';
import { endpoints } from '#common/contract/endpoints';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';

interface Row {
  key: number;
  name: string;
  email_address: string;
}

let nextKey = 0;
const emptyRow = (): Row => ({ key: (nextKey += 1), name: '', email_address: '' });

/** Past customers to invite, a row each (up to ten at a time); each refused row has its sentence under its field. */
export function InviteForm({ onSent }: { onSent: (sent: number) => void }) {
  const form = useFormAction();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);

  const change = (key: number, field: 'name' | 'email_address', value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  function send(event: FormEvent) {
    event.preventDefault();
    void form.run(async () => {
      const reply = await call(endpoints.reviews.sendInvitations, {
        invitations: rows.map(({ name, email_address }) => ({ name, email_address })),
      });
      setRows([emptyRow()]);
      onSent(reply.sent);
    });
  }

  return (
    <form className="ask-reviews__form" noValidate onSubmit={send} aria-busy={form.pending || undefined}>
      {rows.map((row, index) => (
        <fieldset key={row.key} className="ask-reviews__row">
          <legend>Customer {index + 1}</legend>
          <TextField
            label="Customer's name"
            name={`invitations.${index}.name`}
            autoComplete="off"
            value={row.name}
            onChange={(event) => change(row.key, 'name', event.target.value)}
            error={form.error(`invitations.${index}.name`)}
          />
          <TextField
            label="Customer's e-mail address"
            name={`invitations.${index}.email_address`}
            type="email"
            autoComplete="off"
            value={row.email_address}
            onChange={(event) => change(row.key, 'email_address', event.target.value)}
            error={form.error(`invitations.${index}.email_address`)}
          />
        </fieldset>
      ))}
      {form.error('invitations') && <p className="field-error">{form.error('invitations')}</p>}
      <div className="ask-reviews__actions">
        {rows.length < INVITATIONS_PER_CALL && (
          <Button variant="secondary" onClick={() => setRows((current) => [...current, emptyRow()])}>
            Add another customer
          </Button>
        )}
        <Button type="submit" pending={form.pending}>
          Send {rows.length === 1 ? 'invitation' : 'invitations'}
        </Button>
      </div>
    </form>
  );
}
