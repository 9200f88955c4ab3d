// Trades whose restricted leads need the gas register or an electrician's certificate.
// Slugs are the seeded trades' (server/src/db/seed/trade-catalogue.ts).
export const GAS_TRADE_SLUGS: ReadonlySet<string> = new Set(['heating-engineer', 'gas-engineer']);
export const ELECTRIC_TRADE_SLUGS: ReadonlySet<string> = new Set(['electrician']);

/** True when one of the trades must be on the gas register (the user view's `gas_recommended`). */
export function hasGasTrade(tradeSlugs: Iterable<string>): boolean {
  for (const slug of tradeSlugs) if (GAS_TRADE_SLUGS.has(slug)) return true;
  return false;
}

/** True when one of the trades needs an electrician's certificate (`electric_recommended`). */
export function hasElectricTrade(tradeSlugs: Iterable<string>): boolean {
  for (const slug of tradeSlugs) if (ELECTRIC_TRADE_SLUGS.has(slug)) return true;
  return false;
}
