import { useState } from 'react';
import type { FieldErrors } from '#common/contract/errors';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import type { ReportPeriod } from './report-period';

export interface PeriodPickerProps {
  /** The period shown; give the picker a `key` of it so it starts again when the address changes. */
  period: ReportPeriod;
  /** The server's reasons (422) under `from` and `to`. */
  errors: FieldErrors;
  loading: boolean;
  onShow: (period: ReportPeriod) => void;
}

/** From and To dates (both included) and a Show button. */
export function PeriodPicker({ period, errors, loading, onShow }: PeriodPickerProps) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  return (
    <form
      className="period-picker"
      noValidate
      aria-label="Period"
      onSubmit={(event) => {
        event.preventDefault();
        onShow({ from, to });
      }}
    >
      <TextField
        label="From"
        name="from"
        type="date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={errors.from?.[0]}
      />
      <TextField label="To" name="to" type="date" value={to} onChange={(event) => setTo(event.target.value)} error={errors.to?.[0]} />
      <Button type="submit" variant="secondary" pending={loading} className="period-picker__show">
        Show
      </Button>
    </form>
  );
}
