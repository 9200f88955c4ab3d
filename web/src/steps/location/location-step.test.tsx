import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '#common/contract/calls/address-book';
import LocationStep from './location-step';

const business: Address = {
  name: 'business',
  line_1: '1 Church Road',
  line_2: '',
  postal_town: 'Westminster',
  county: 'London',
  postcode: 'SW1A 1AA',
  country: 'England',
  home_is_same: false,
};
const home: Address = {
  ...business,
  name: 'home',
  line_1: '4 Mill Lane',
  postal_town: 'Manchester',
  postcode: 'M1 1AE',
  home_is_same: null,
};
const suggestion = {
  unique_id: 'demo:1',
  line_1: '9 Park Lane',
  line_2: '',
  post_town: 'Westminster',
  county: 'London',
  postcode: 'SW1A 1AA',
  country: 'England',
};
const info = { user: null, alerts: [], version_status: { current_version: '1', client_version: null, reload: false } };

/** Stubs fetch, the outside edge of lib/api.ts, and records what each save sent. */
function serverWith(book: { business: Address | null; home: Address | null }) {
  const saves: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.endsWith('/address/save')) saves.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const replies: Record<string, unknown> = {
        '/v1/account/settings/address': { address_book: book },
        '/v1/account/settings/address/save': { success: true },
        '/v1/helpers/address': { list: [suggestion] },
      };
      const body = replies[path] ?? info;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return saves;
}

function renderStep() {
  render(
    <MemoryRouter initialEntries={['/tradespeople-setup/about/location']}>
      <Routes>
        <Route path="*" element={<LocationStep />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const homeIsSame = () => screen.getByRole('checkbox', { name: 'My home address is the same.' });

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.unstubAllGlobals());

describe('LocationStep', () => {
  it('shows the home address separately when both exist with different first lines', async () => {
    serverWith({ business, home });
    renderStep();

    await waitFor(() => expect(homeIsSame()).not.toBeChecked());
    expect(screen.getByRole('region', { name: 'Home address' })).toHaveTextContent('Saved address: 4 Mill Lane, Manchester, M1 1AE');
    expect(screen.getByLabelText('Home postcode')).toHaveValue('M1 1AE');
  });

  it('ticking the box saves the business address with home_is_same and hides the home section', async () => {
    const saves = serverWith({ business, home });
    const user = renderStep();
    await waitFor(() => expect(homeIsSame()).not.toBeChecked());

    await user.click(homeIsSame());

    const { name: _name, home_is_same: _same, ...fields } = business;
    await waitFor(() => expect(saves).toEqual([{ name: 'business', ...fields, home_is_same: true }]));
    expect(screen.queryByRole('region', { name: 'Home address' })).not.toBeInTheDocument();
  });

  it('picking a suggestion saves it at once as the business address', async () => {
    const saves = serverWith({ business: null, home: null });
    const user = renderStep();
    await waitFor(() => expect(homeIsSame()).toBeChecked());

    await user.type(screen.getByLabelText('Work postcode'), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Find Address' }));
    await user.selectOptions(await screen.findByLabelText('Select your address'), '9 Park Lane, Westminster');

    await waitFor(() =>
      expect(saves).toMatchObject([{ name: 'business', line_1: '9 Park Lane', postal_town: 'Westminster', home_is_same: true }]),
    );
  });

  it('shows the service-area panel only once a work address is saved (decision 087)', async () => {
    serverWith({ business: null, home: null });
    renderStep();
    await waitFor(() => expect(homeIsSame()).toBeChecked());
    expect(screen.queryByRole('region', { name: 'Where you work' })).not.toBeInTheDocument();

    cleanup();
    serverWith({ business, home: null });
    renderStep();

    expect(await screen.findByRole('region', { name: 'Where you work' })).toBeInTheDocument();
  });
});
