import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { newUser } from '#common/testing/new-user';
import { refreshUser } from '#web/lib/user-store';
import { fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import { AreaEditor } from './area-editor';

const RG1 = { outcode: 'RG1', latitude: 51.45366, longitude: -0.96942 };
// about 2 and 12 miles from RG1
const near = {
  centre: RG1,
  districts: [
    { ...RG1, jobs_last_7_days: 3 },
    { outcode: 'RG2', latitude: 51.42655, longitude: -0.95421, jobs_last_7_days: 4 },
    { outcode: 'RG12', latitude: 51.40756, longitude: -0.74899, jobs_last_7_days: 5 },
  ],
};
const areas = { areas: [{ trade_id: 7, bases: [{ postcode: 'RG1 1AA', radius_miles: 1 }], districts: 1, jobs_last_7_days: 3 }] };
const info = {
  user: newUser({ trades: [{ id: 7, name: 'Plumber' }] }),
  alerts: [],
  version_status: { current_version: '1', client_version: null, reload: false },
};

function serve(extra: FakeRoutes = {}) {
  return fakeServer({
    'GET /v1/account/info': [200, info],
    'GET /v1/account/settings/areas': [200, areas],
    'GET /v1/account/settings/areas/districts': [200, near],
    ...extra,
  });
}

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.unstubAllGlobals());

const count = () => screen.getByText(/postcode districts? covered/);

it('counts the districts and last week’s jobs live as the slider moves, and draws them', async () => {
  serve();
  await refreshUser();
  render(<AreaEditor />);

  const slider = await screen.findByRole('slider', { name: 'Radius around RG1 1AA for Plumber' });
  await waitFor(() => expect(count()).toHaveTextContent('Plumber: 1 postcode district covered, 3 jobs posted there in the last 7 days.'));
  fireEvent.change(slider, { target: { value: '3' } });

  expect(slider).toHaveAttribute('aria-valuetext', '3 miles');
  expect(count()).toHaveTextContent('Plumber: 2 postcode districts covered, 7 jobs posted there in the last 7 days.');
  expect(screen.getByRole('img', { name: /Map of your Plumber area: 2 covered postcode districts/ })).toBeInTheDocument();
});

it('adds a postcode, saves every base, and shows a refusal under its field', async () => {
  const server = serve({
    'POST /v1/account/settings/areas/save': [
      422,
      { errors: { 'areas.0.bases.1.postcode': ['We do not recognise that postcode. Please check it and try again.'] } },
    ],
  });
  await refreshUser();
  render(<AreaEditor />);
  const user = userEvent.setup();

  await user.click(await screen.findByRole('button', { name: 'Add another postcode for Plumber' }));
  await user.type(screen.getByRole('textbox', { name: 'Extra postcode 1 for Plumber' }), 'zz9{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save areas' }));

  expect(server.sentTo('/v1/account/settings/areas/save')).toEqual({
    areas: [
      {
        trade_id: 7,
        bases: [
          { postcode: 'RG1 1AA', radius_miles: 1 },
          { postcode: 'ZZ9', radius_miles: 1 },
        ],
      },
    ],
  });
  const extra = screen.getByRole('group', { name: 'Plumber: extra postcode 1' });
  expect(await within(extra).findByText('We do not recognise that postcode. Please check it and try again.')).toBeInTheDocument();
  expect(within(extra).getByRole('textbox')).toHaveAccessibleDescription(
    'We do not recognise that postcode. Please check it and try again.',
  );
});
