import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { TradeChecklist, type TradeOption } from './trade-checklist';
import { otherTradeGroups, popularTrades, tradesMatching } from './trade-groups';
import './trade-picker.css';

export interface TradePickerProps {
  trades: readonly TradeOption[];
  /** Chosen ids in the order they were picked: the first pick is the default primary. */
  selected: readonly number[];
  limit: number;
  onChange: (selected: number[]) => void;
}

/**
 * The visitor's trade choice, short enough for a phone: a search first, the popular trades next, the rest
 * folded by letter. The chosen trades stay in view while scrolling, each with a way to take it off.
 */
export function TradePicker({ trades, selected, limit, onChange }: TradePickerProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const chosen = selected.flatMap((id) => trades.filter((trade) => trade.id === id));
  const matches = search.trim() ? tradesMatching(trades, search) : null;
  const list = (legend: string, shown: readonly TradeOption[]) => (
    <TradeChecklist legend={legend} trades={shown} selected={selected} limit={limit} onChange={onChange} />
  );

  return (
    <div className="trade-picker">
      <p className="field__label">Select up to {limit} trades</p>
      <div className="trade-picker__search">
        <label htmlFor={searchId}>Search trades</label>
        <input id={searchId} type="search" className="field__input" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {chosen.length > 0 && (
        <div className="trade-picker__chosen" role="group" aria-label="Your trades">
          <span>Your trades:</span>
          {chosen.map((trade) => (
            <Button
              key={trade.id}
              variant="secondary"
              className="trade-picker__chip"
              onClick={() => onChange(selected.filter((id) => id !== trade.id))}
            >
              {trade.name} <span aria-hidden="true">✕</span>
              <span className="visually-hidden"> (remove)</span>
            </Button>
          ))}
        </div>
      )}
      {matches ? (
        matches.length > 0 ? (
          list('Matching trades', matches)
        ) : (
          <p role="status">No trades match “{search.trim()}”.</p>
        )
      ) : (
        <>
          {list('Popular trades', popularTrades(trades))}
          <div className="trade-picker__groups">
            <p className="field__label">More trades</p>
            {otherTradeGroups(trades).map((group) => (
              <details
                key={group.label}
                className="trade-picker__group"
                open={group.trades.some((trade) => selected.includes(trade.id)) || undefined}
              >
                <summary>
                  {group.label} <span className="trade-picker__count">({group.trades.length} trades)</span>
                </summary>
                {list(`Trades ${group.label}`, group.trades)}
              </details>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
