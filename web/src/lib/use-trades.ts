import { useEffect, useState } from 'react';
import { helpers } from '../../../common/contract/index';
import type { TradeOption } from '../components/trades/trade-checklist';
import { call } from './api';

let cached: Promise<TradeOption[]> | null = null;

/** The parent trades, sorted by name, loaded once per page. */
export function useParentTrades(): TradeOption[] | null {
  const [trades, setTrades] = useState<TradeOption[] | null>(null);
  useEffect(() => {
    cached ??= call(helpers.categories, {}).then((reply) => reply.parents);
    let live = true;
    cached.then(
      (parents) => live && setTrades(parents),
      () => {
        cached = null;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return trades;
}
