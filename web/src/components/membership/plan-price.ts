/** 59 → "£59"; 59.5 → "£59.50": whole pounds without pence, as plans are priced. */
export function pounds(cost: number): string {
  return Number.isInteger(cost) ? `£${cost}` : `£${cost.toFixed(2)}`;
}

export const PLUS_VAT_PER_MONTH = '+ VAT / month';

/** spec setup-steps §2: the monthly cost "plus VAT". */
export function monthlyCost(cost: number): string {
  return `${pounds(cost)} ${PLUS_VAT_PER_MONTH}`;
}

export function creditsText(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}
