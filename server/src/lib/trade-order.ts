/** Trades as the picker lists them: by name, case aside (then exactly, so the order never depends on the database). */
export function byTradeName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);
}
