import type { FastifyInstance } from 'fastify';
import { outcodeOf } from '#common/contract/fields';
import { LEAD_TRADE_LIMIT } from '#common/contract/calls/trades';
import type { FieldErrorList } from '../lib/http-errors';
import { catalogueOf } from './catalogue';
import { districtsOf } from './districts';

export const POSTCODE_UNKNOWN = 'We do not recognise that postcode. Please check it and try again.';

// Districts and trades change only by migration or seed: both are checked against the app's copy read once, so a
// sign-up or lead spends no database round trip on them (decision 094).

/** A real UK postcode is a valid format whose district exists. */
export async function postcodeProblem(app: FastifyInstance, postcode: string): Promise<string | null> {
  return (await districtsOf(app)).has(outcodeOf(postcode)) ? null : POSTCODE_UNKNOWN;
}

/** The visitor flow's trade rules: 1 or 2 distinct trades that exist (Reading B of the lead trades step). */
export async function tradesProblem(app: FastifyInstance, trades: readonly number[]): Promise<string | null> {
  if (trades.length === 0) return 'Please select at least one trade.';
  if (trades.length > LEAD_TRADE_LIMIT) return `You can select up to ${LEAD_TRADE_LIMIT} trades.`;
  if (new Set(trades).size !== trades.length) return 'Please select each trade only once.';
  const { tradeById } = await catalogueOf(app);
  return trades.every((id) => tradeById.has(id)) ? null : 'Please choose trades from the list.';
}

export async function checkLeadBasics(app: FastifyInstance, errors: FieldErrorList, postcode: string, trades: readonly number[]) {
  const [postcodeMessage, tradesMessage] = await Promise.all([postcodeProblem(app, postcode), tradesProblem(app, trades)]);
  errors.add('postcode', postcodeMessage);
  errors.add('trades', tradesMessage);
}
