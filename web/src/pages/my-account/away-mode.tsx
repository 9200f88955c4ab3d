import { useState, type FormEvent } from 'react';
import { addDays, dayMonthText, londonToday } from '#common/calendar-date';
import { PAUSE_MAX_DAYS } from '#common/contract/calls/availability';
import { endpoints } from '#common/contract/endpoints';
import type { UserView } from '#common/contract/user';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { refreshUser } from '#web/lib/user-store';
import { useFormAction } from '#web/lib/use-form-action';
import { AccountSection } from '#web/components/account/account-sections';

/**
 * Away mode (decision 089): pause new leads until a date (the first day back, at most 90 days ahead),
 * or resume now. The profile and the directory say so while paused; quote requests still come in.
 */
export function AwayMode({ user }: { user: UserView }) {
  const form = useFormAction();
  const today = londonToday();
  const [date, setDate] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const pausedUntil = user.paused_until ?? null;

  const save = (pausedUntil: string | null, message: (saved: string | null) => string) =>
    form.run(async () => {
      setDone(null);
      const reply = await call(endpoints.availability.availabilitySave, { paused_until: pausedUntil });
      await refreshUser();
      setDate('');
      setDone(message(reply.paused_until));
    });

  function pause(event: FormEvent) {
    event.preventDefault();
    void save(date, (saved) => `New leads are paused until ${saved ? dayMonthText(saved, today) : ''}.`);
  }

  return (
    <AccountSection name="awayMode" className="away-mode">
      {pausedUntil ? (
        <div className="away-mode__paused">
          <p>
            You are not taking new work until <strong>{dayMonthText(pausedUntil, today)}</strong>. Your profile says so, the directory lists
            you after the tradespeople who are available, and quote requests still reach you, marked for when you are back.
          </p>
          <Button variant="secondary" pending={form.pending} onClick={() => void save(null, () => 'You are taking new work again.')}>
            Resume now
          </Button>
        </div>
      ) : (
        <form className="away-mode__form" noValidate onSubmit={pause} aria-busy={form.pending || undefined}>
          <TextField
            label="Pause new leads until"
            name="paused_until"
            type="date"
            min={addDays(today, 1)}
            max={addDays(today, PAUSE_MAX_DAYS)}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            hint={`The day you are back, at most ${PAUSE_MAX_DAYS} days from today.`}
            error={form.error('paused_until')}
          />
          <Button type="submit" pending={form.pending}>
            Pause new leads
          </Button>
        </form>
      )}
      <div role="status">{done && <p className="notice">{done}</p>}</div>
    </AccountSection>
  );
}
