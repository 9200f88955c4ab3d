import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { newUser } from '#common/testing/new-user';
import { refreshUser } from '#web/lib/user-store';
import { fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import LocationStep from './location-step';

const business = {
  name: 'business',
  line_1: '1 Church Road',
  line_2: '',
  postal_town: 'Reading',
  county: 'Berkshire',
  postcode: 'RG1 1AA',
  country: 'England',
  home_is_same: true,
};
const RG1 = { outcode: 'RG1', latitude: 51.45366, longitude: -0.96942 };
const areas = { areas: [{ trade_id: 7, bases: [{ postcode: 'RG1 1AA', radius_miles: 10 }], districts: 1, jobs_last_7_days: 3 }] };
const info = {
  user: newUser({ trades: [{ id: 7, name: 'Electrician' }], location: { postcode: 'RG1 1AA', work_address: true } }),
  alerts: [],
  version_status: { current_version: '1', client_version: null, reload: false },
};

function serve(extra: FakeRoutes = {}) {
  return fakeServer({
    'GET /v1/account/info': [200, info],
    'GET /v1/account/settings/address': [200, { address_book: { business, home: null } }],
    'GET /v1/account/settings/areas': [200, areas],
    'GET /v1/account/settings/areas/districts': [200, { centre: RG1, districts: [{ ...RG1, jobs_last_7_days: 3 }] }],
    'POST /v1/account/settings/areas/save': (sent) => [200, sent],
    ...extra,
  });
}

function renderStep() {
  render(
    <MemoryRouter initialEntries={['/tradespeople-setup/about/location']}>
      <Routes>
        <Route path="/tradespeople-setup/about/location" element={<LocationStep />} />
        <Route path="*" element={<p>The next step</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.unstubAllGlobals());

it('Continue saves the radius the step shows before moving on', async () => {
  const server = serve({
    'POST /v1/account/settings/areas/save': [200, { areas: [{ ...areas.areas[0], bases: [{ postcode: 'RG1 1AA', radius_miles: 20 }] }] }],
  });
  await refreshUser();
  const user = renderStep();

  fireEvent.change(await screen.findByRole('slider', { name: 'Radius around RG1 1AA for Electrician' }), { target: { value: '20' } });
  expect(screen.getByText(/Continue saves your areas too\./)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByText('The next step')).toBeInTheDocument();
  expect(server.sentTo('/v1/account/settings/areas/save')).toEqual({
    areas: [{ trade_id: 7, bases: [{ postcode: 'RG1 1AA', radius_miles: 20 }] }],
  });
});

it('Continue stays on the step with the refusal under its field when the areas cannot be saved', async () => {
  serve({
    'POST /v1/account/settings/areas/save': [
      422,
      { errors: { 'areas.0.bases.0.radius_miles': ['Please choose a radius up to 50 miles.'] } },
    ],
  });
  await refreshUser();
  const user = renderStep();

  fireEvent.change(await screen.findByRole('slider', { name: 'Radius around RG1 1AA for Electrician' }), { target: { value: '20' } });
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByText('Please choose a radius up to 50 miles.')).toBeInTheDocument();
  expect(screen.queryByText('The next step')).not.toBeInTheDocument();
});

it('Continue sends no save when nothing in the areas changed', async () => {
  const server = serve();
  await refreshUser();
  const user = renderStep();

  await screen.findByRole('slider', { name: 'Radius around RG1 1AA for Electrician' });
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByText('The next step')).toBeInTheDocument();
  expect(server.sentTo('/v1/account/settings/areas/save')).toBeUndefined();
});
