/** The UK standard rate of VAT, in percent: plan fees are set before it (decisions 026, 089). */
export const VAT_PERCENT = 20;

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** A fee before VAT as a trader pays it: "£70.80 (£59.00 + VAT)". */
export function withVatText(pencePreVat: number): string {
  return `${pounds(Math.round((pencePreVat * (100 + VAT_PERCENT)) / 100))} (${pounds(pencePreVat)} + VAT)`;
}
