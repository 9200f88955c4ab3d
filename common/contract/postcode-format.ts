// Plain functions, no schemas: the first step formats postcodes with them without loading zod (decision 044).

/** "sw1a1aa" → "SW1A 1AA" (upper case, one space before the inward code). */
export function normalisePostcode(value: string): string {
  const compact = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export function outcodeOf(postcode: string): string {
  return normalisePostcode(postcode).split(' ')[0] ?? '';
}
