import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPages } from '#common/admin-pages';
import { experimentTexts, type WeightsChange } from '#common/contract/calls/experiment';
import { evenWeights } from '#common/experiment';
import { fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import { renderAdminPage } from '#web/testing/render-admin-page';
import { WeightsSection } from './weights-section';

const WEIGHTS = '/v1/admin/experiment/weights';
const earlier: WeightsChange = {
  weights: { original: 2, reorderedV1412: 1, reorderedV1612: 1 },
  staff_email: 'lead@tradespace.test',
  changed_at: '2026-11-20T09:15:00Z',
};

async function openForm(save: FakeRoutes[string]) {
  const server = fakeServer({ [`GET ${WEIGHTS}`]: [200, { weights: evenWeights, changes: [earlier] }], [`POST ${WEIGHTS}`]: save });
  renderAdminPage(<WeightsSection />, adminPages.experiment);
  await screen.findByRole('button', { name: 'Save weights' });
  return server;
}

async function setWeight(label: string, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  if (value) await userEvent.type(screen.getByLabelText(label), value);
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the weights form', () => {
  it('shows the weights in force as each order’s share of new visitors, and says who they apply to', async () => {
    await openForm([500, {}]);

    expect(screen.getByLabelText('Original')).toHaveValue(1);
    expect(screen.getByLabelText('Reordered (V1412)')).toHaveAccessibleDescription('33.3 % of new visitors');
    expect(screen.getByText('Applies to new visitors only; visitors already assigned keep their order.')).toBeVisible();

    await setWeight('Original', '0');
    await setWeight('Reordered (V1412)', '100');
    await setWeight('Reordered (V1612)', '0');

    expect(screen.getByLabelText('Original')).toHaveAccessibleDescription('0.0 % of new visitors');
    expect(screen.getByLabelText('Reordered (V1412)')).toHaveAccessibleDescription('100.0 % of new visitors');
  });

  it('saves the weights and lists the change first', async () => {
    const change: WeightsChange = {
      weights: { original: 0, reorderedV1412: 100, reorderedV1612: 0 },
      staff_email: 'reviewer@tradespace.test',
      changed_at: '2026-11-26T14:03:00Z',
    };
    const server = await openForm([200, { weights: change.weights, changes: [change, earlier] }]);

    await setWeight('Original', '0');
    await setWeight('Reordered (V1412)', '100');
    await setWeight('Reordered (V1612)', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save weights' }));

    const changes = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    await vi.waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes()).toEqual([
      'Weights set: Original 0, Reordered (V1412) 100, Reordered (V1612) 0By reviewer@tradespace.test on 26 Nov 2026, 14:03',
      'Weights set: Original 2, Reordered (V1412) 1, Reordered (V1612) 1By lead@tradespace.test on 20 Nov 2026, 09:15',
    ]);
    expect(server.sentTo(WEIGHTS)).toEqual(change.weights);
  });

  it('shows a weight the server refuses under its own field', async () => {
    await openForm([422, { errors: { reorderedV1612: [experimentTexts.weightMalformed] } }]);

    await setWeight('Reordered (V1612)', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save weights' }));

    expect(await screen.findByLabelText('Reordered (V1612)')).toHaveAccessibleDescription(
      expect.stringContaining(experimentTexts.weightMalformed),
    );
    expect(screen.getByLabelText('Original')).not.toHaveAccessibleDescription(expect.stringContaining(experimentTexts.weightMalformed));
  });

  it('shows weights that are all 0 as a fault of the whole group', async () => {
    await openForm([422, { errors: { general: [experimentTexts.weightsAllZero] } }]);

    await setWeight('Original', '0');
    await setWeight('Reordered (V1412)', '0');
    await setWeight('Reordered (V1612)', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save weights' }));

    const group = await screen.findByRole('group', { name: 'Weights of the orders, each from 0 to 100' });
    expect(await within(group).findByText(experimentTexts.weightsAllZero)).toBeVisible();
    expect(group).toHaveAccessibleDescription(experimentTexts.weightsAllZero);
    // the message is said once, not again above the button
    expect(screen.getAllByText(experimentTexts.weightsAllZero)).toHaveLength(1);
  });
});
