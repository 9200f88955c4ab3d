import { useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import { call } from '#web/lib/api';
import { useCall } from '#web/lib/use-call';

/** A trade as the pickers list it. */
export interface TradeOption {
  id: number;
  name: string;
}

let cached: Promise<TradeOption[]> | null = null;
let loaded: TradeOption[] | null = null;

/** The parent trades, sorted by name, loaded once per page; a failed load is tried again next time. */
export function loadParentTrades(): Promise<TradeOption[]> {
  cached ??= call(endpoints.helpers.categories, {}).then(
    (reply) => (loaded = reply.parents),
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}

/** The list as the server answers it, given before a render outside the browser (web/src/prerender). */
export function primeParentTrades(trades: TradeOption[]): void {
  loaded = trades;
  cached = Promise.resolve(trades);
}

/** The parent trades; already there on the first render when the screen preloaded them. */
export function useParentTrades(): TradeOption[] | null {
  const [trades, setTrades] = useState<TradeOption[] | null>(loaded);
  // a failed load shows no trades; the next screen that asks tries again
  useCall(loadParentTrades, [], { loaded: setTrades, failed: () => undefined });
  return trades;
}
