import { clearLeadDraft, leadDraft, updateLeadDraft } from '../lib/lead-draft';
import { keepDrawnTicks } from './drawn-ticks';

// Boxes ticked on the drawn trades step before the app took over become the lead draft's trades (decision 107).

function drawnTradesStep(ticked: number[], step = 'lead_trades'): HTMLElement {
  const root = document.createElement('div');
  root.dataset.prerendered = step;
  // the popular trades and the letter groups both list a trade
  root.innerHTML = [3, 5, 9, 3, 5, 9]
    .map((id, index) => `<input type="checkbox" name="trades" value="${id}"${ticked.includes(index) ? ' checked' : ''}>`)
    .join('');
  return root;
}

beforeEach(() => clearLeadDraft());

test('the boxes ticked on the drawn page, each trade once and no more than the step allows, replace the saved trades', () => {
  updateLeadDraft({ postcode: 'LS1 4AP', trades: [7] });

  keepDrawnTicks(drawnTradesStep([2, 3, 4, 5]));

  expect(leadDraft().trades).toEqual([9, 3]);
  expect(leadDraft().postcode).toBe('LS1 4AP');
});

test('nothing ticked, or another drawn step, leaves the saved trades alone', () => {
  updateLeadDraft({ trades: [7] });

  keepDrawnTicks(drawnTradesStep([]));
  keepDrawnTicks(drawnTradesStep([0], 'lead_location'));

  expect(leadDraft().trades).toEqual([7]);
});
