import { isRouteName, routes } from '#common/routes';
import { leadSteps, type OrderingScheme } from '#common/step-order';

/** The schemes as staff call them. */
export const schemeLabels: Record<OrderingScheme, string> = {
  original: 'Original',
  reorderedV1412: 'Reordered (V1412)',
  reorderedV1612: 'Reordered (V1612)',
};

const isLeadStep = (step: string): boolean => (leadSteps as readonly string[]).includes(step);

/** A step by its page title; the lead pages say so, as "Your Trades" is also a setup page. */
export function stepLabel(step: string): string {
  if (!isRouteName(step)) return step;
  const title = routes[step].title;
  const capitalised = title.charAt(0).toUpperCase() + title.slice(1);
  return isLeadStep(step) ? `${capitalised} (lead)` : capitalised;
}

const whole = new Intl.NumberFormat('en-GB');
const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "1,240". */
export function countText(count: number): string {
  return whole.format(count);
}

/** A rate of 0.4567 as "45.7 %". */
export function percentText(rate: number): string {
  return `${oneDecimal.format(rate * 100)} %`;
}

/** A 95 % interval as "(41.2 %–58.8 %)". */
export function intervalText(low: number, high: number): string {
  return `(${percentText(low)}–${percentText(high)})`;
}

/** "p = 0.012", "p < 0.001", or "—" for the control scheme, which is not tested against itself. */
export function pValueText(pValue: number | null): string {
  if (pValue === null) return '—';
  return pValue < 0.001 ? 'p < 0.001' : `p = ${pValue.toFixed(3)}`;
}
