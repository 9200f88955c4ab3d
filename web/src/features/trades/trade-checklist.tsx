import { useId } from 'react';
import type { TradeOption } from './use-trades';
import { FieldError } from '#web/components/ui/field-error';

export type { TradeOption } from './use-trades';

export interface TradeChecklistProps {
  legend: string;
  trades: readonly TradeOption[];
  /** Chosen ids in the order they were picked: the first pick is the default primary. */
  selected: readonly number[];
  limit: number;
  onChange: (selected: number[]) => void;
  error?: string;
}

/** Trades as checkboxes; past the limit the others are greyed out. */
export function TradeChecklist({ legend, trades, selected, limit, onChange, error }: TradeChecklistProps) {
  const id = useId();
  const full = selected.length >= limit;
  return (
    <fieldset className="trade-checklist" data-field="trades" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <ul className="trade-checklist__list">
        {trades.map((trade) => {
          const checked = selected.includes(trade.id);
          const inactive = full && !checked;
          return (
            <li
              key={trade.id}
              className={checked ? 'trade-option trade-option--active' : inactive ? 'trade-option trade-option--inactive' : 'trade-option'}
            >
              <input
                id={`${id}-${trade.id}`}
                type="checkbox"
                // sent as they are when a drawn page's form posts before the app has taken over (decision 107)
                name="trades"
                value={trade.id}
                checked={checked}
                disabled={inactive}
                onChange={() => onChange(checked ? selected.filter((t) => t !== trade.id) : [...selected, trade.id])}
              />
              <label htmlFor={`${id}-${trade.id}`}>{trade.name}</label>
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
