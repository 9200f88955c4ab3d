/** 59 → "£59"; 59.5 → "£59.50": whole pounds without pence, as plans are priced. */
export function pounds(cost: number): string {
  return Number.isInteger(cost) ? `£${cost}` : `£${cost.toFixed(2)}`;
}

export const PLUS_VAT_PER_MONTH = '+ VAT / month';

/** The membership step's monthly cost "plus VAT". */
export function monthlyCost(cost: number): string {
  return `${pounds(cost)} ${PLUS_VAT_PER_MONTH}`;
}

export function creditsText(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** What one credit costs on a plan, to the penny: the monthly fee shared over its credits (1.16 for £29 / 25). */
export function creditPrice(cost: number, credits: number): number {
  return Math.round((cost * 100) / credits) / 100;
}

/** decision 065: every plan says what a credit costs on it, before VAT like its fee. */
export function creditPriceText(price: number): string {
  return `Each credit costs £${price.toFixed(2)} + VAT`;
}
