import type { TradeOption } from './trade-checklist';

/** The trades most homeowner jobs ask for (the demo seed's highest demand), offered first. */
export const POPULAR_TRADE_NAMES: readonly string[] = [
  'Builder',
  'Electrician',
  'Plumber',
  'Heating Engineer',
  'Roofer',
  'Carpenter & Joiner',
  'Painter & Decorator',
  'Plasterer',
];

// letter ranges of about equal size for a catalogue of some thirty trades
const LETTER_RANGES: readonly [string, string][] = [
  ['A', 'D'],
  ['E', 'K'],
  ['L', 'R'],
  ['S', 'Z'],
];

export interface TradeGroup {
  label: string;
  trades: TradeOption[];
}

export function popularTrades(trades: readonly TradeOption[]): TradeOption[] {
  return POPULAR_TRADE_NAMES.flatMap((name) => trades.filter((trade) => trade.name === name));
}

/** The trades that are not popular, by the first letter of their name, leaving out empty groups. */
export function otherTradeGroups(trades: readonly TradeOption[]): TradeGroup[] {
  const others = trades.filter((trade) => !POPULAR_TRADE_NAMES.includes(trade.name));
  return LETTER_RANGES.map(([from, to]) => ({
    label: `${from} – ${to}`,
    trades: others.filter((trade) => {
      const initial = trade.name.charAt(0).toUpperCase();
      return initial >= from && initial <= to;
    }),
  })).filter((group) => group.trades.length > 0);
}

/** Trades whose name contains the search, ignoring case and spaces at either end. */
export function tradesMatching(trades: readonly TradeOption[], search: string): TradeOption[] {
  const wanted = search.trim().toLowerCase();
  return trades.filter((trade) => trade.name.toLowerCase().includes(wanted));
}
