import { LEAD_TRADE_LIMIT } from '#common/contract/trade-limits';
import { updateLeadDraft } from '../lib/lead-draft';

/**
 * The drawn trades step works before the app has taken over (decision 107): boxes ticked on it then are the
 * visitor's choice, so the lead draft takes them (as many as the step allows, in the page's order) before the app
 * draws the step afresh from the draft. The drawn page ticks nothing, so a ticked box is a visitor's.
 */
export function keepDrawnTicks(root: HTMLElement): void {
  if (root.dataset.prerendered !== 'lead_trades') return;
  const ticked = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="trades"]:checked')].map((box) =>
    Number(box.value),
  );
  const trades = [...new Set(ticked)].slice(0, LEAD_TRADE_LIMIT);
  if (trades.length > 0) updateLeadDraft({ trades });
}
