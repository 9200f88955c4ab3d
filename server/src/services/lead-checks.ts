import { inArray } from 'drizzle-orm';
import { LEAD_TRADE_LIMIT } from '#common/contract/calls/trades';
import type { Executor } from '../db/client';
import { trade } from '../db/schema/index';
import { findDistrict } from '../repos/outcode-repo';
import type { FieldErrorList } from '../lib/http-errors';

export const POSTCODE_UNKNOWN = 'We do not recognise that postcode. Please check it and try again.';

/** A real UK postcode is a valid format whose district exists. */
export async function postcodeProblem(db: Executor, postcode: string): Promise<string | null> {
  return (await findDistrict(db, postcode)) ? null : POSTCODE_UNKNOWN;
}

/** The visitor flow's trade rules: 1 or 2 distinct trades that exist (Reading B of the lead trades step). */
export async function tradesProblem(db: Executor, trades: readonly number[]): Promise<string | null> {
  if (trades.length === 0) return 'Please select at least one trade.';
  if (trades.length > LEAD_TRADE_LIMIT) return `You can select up to ${LEAD_TRADE_LIMIT} trades.`;
  if (new Set(trades).size !== trades.length) return 'Please select each trade only once.';
  const found = await db
    .select({ id: trade.id })
    .from(trade)
    .where(inArray(trade.id, [...trades]));
  return found.length === trades.length ? null : 'Please choose trades from the list.';
}

export async function checkLeadBasics(db: Executor, errors: FieldErrorList, postcode: string, trades: readonly number[]) {
  errors.add('postcode', await postcodeProblem(db, postcode));
  errors.add('trades', await tradesProblem(db, trades));
}
