export const NO_TRADE = 'Please select at least one trade.';
export const REPEATED_TRADE = 'Please select each trade only once.';
export const UNKNOWN_TRADES = 'We do not recognise one of those trades. Please choose from the list.';
export const tooManyTrades = (limit: number) => `You can select up to ${limit} trades.`;

/**
 * What is wrong with a chosen list of trade ids (primary first), or null when it can be saved.
 * Shared by the trades settings save and registration, which differ only in `limit`.
 */
export function tradeOrderingProblem(ordering: readonly number[], known: { has(id: number): boolean }, limit: number): string | null {
  if (ordering.length === 0) return NO_TRADE;
  if (new Set(ordering).size !== ordering.length) return REPEATED_TRADE;
  if (ordering.length > limit) return tooManyTrades(limit);
  if (!ordering.every((id) => known.has(id))) return UNKNOWN_TRADES;
  return null;
}
