import { z } from 'zod';
import { defineCall } from '../define-call';
import { tradeIds } from '../fields';
import { tradeSummary } from './helpers';

export { DEFAULT_TRADE_LIMIT, LEAD_TRADE_LIMIT } from '../trade-limits';

// Trade settings: limit, parents keyed by id, ordering (primary first), selected.
export const tradeSettings = defineCall({
  method: 'GET',
  path: '/v1/account/settings/trades',
  auth: 'trader',
  input: z.object({}),
  output: z.object({
    limit: z.number(),
    parents: z.record(z.string(), tradeSummary),
    ordering: z.array(z.number()),
    selected: z.array(z.number()),
  }),
});

export const tradeSettingsSave = defineCall({
  method: 'POST',
  path: '/v1/account/settings/trades/save',
  auth: 'trader',
  input: z.object({
    ordering: tradeIds,
    autochildren: z.boolean({ error: 'Whether to add the related trades must be true or false.' }).optional().default(true),
  }),
  output: z.object({ success: z.literal(true), ordering: z.array(z.number()) }),
});
