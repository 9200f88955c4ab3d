import { useId } from 'react';
import type { TradeOption } from './trade-checklist';

export interface PrimaryTradeChoiceProps {
  trades: readonly TradeOption[];
  primary: number;
  onChange: (primary: number) => void;
}

/** "Tell us your primary trade": one choice among the chosen trades. */
export function PrimaryTradeChoice({ trades, primary, onChange }: PrimaryTradeChoiceProps) {
  const id = useId();
  return (
    <fieldset className="trade-checklist">
      <legend className="visually-hidden">Your primary trade</legend>
      <ul className="trade-checklist__list">
        {trades.map((trade) => (
          <li key={trade.id} className={trade.id === primary ? 'trade-option trade-option--active' : 'trade-option'}>
            <input
              id={`${id}-${trade.id}`}
              type="radio"
              name={`${id}-primary`}
              checked={trade.id === primary}
              onChange={() => onChange(trade.id)}
            />
            <label htmlFor={`${id}-${trade.id}`}>{trade.name}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The chosen ids with the primary moved to the front. */
export function withPrimaryFirst(selected: readonly number[], primary: number): number[] {
  return [primary, ...selected.filter((id) => id !== primary)];
}

export const PRIMARY_TRADE_HEADING = 'Tell us your primary trade';
export const PRIMARY_TRADE_TEXT =
  "By telling us this you'll help us to prioritise which jobs we send you, as well as where to place you in our directory.";
