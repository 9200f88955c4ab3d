import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { TRADING_SINCE_IN_FUTURE } from '#common/contract/company-fields';
import { newUser } from '#common/testing/new-user';
import { refreshUser } from '#web/lib/user-store';
import { fakeServer } from '#web/testing/fake-server';
import CompanyStep from './company-step';

const SAVE = 'POST /v1/account/settings/company/save';
const TRACK = 'POST /v1/trade-setup/track/test-session-id';

function renderStep() {
  render(
    <MemoryRouter>
      <CompanyStep />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

const employees = () => screen.queryByLabelText('Number of employees');
const companyNumber = () => screen.queryByLabelText('Company number');
const website = () => screen.queryByLabelText('Business website');

test('before a type is chosen only the business type is asked', () => {
  renderStep();

  expect(screen.getByLabelText('Business type')).toBeInTheDocument();
  expect(employees()).not.toBeInTheDocument();
  expect(companyNumber()).not.toBeInTheDocument();
  expect(website()).not.toBeInTheDocument();
});

test.each([
  ['Sole Trader', false],
  ['Limited Company', true],
  ['Partnership', false],
  ['Limited Liability Partnership', true],
])('choosing %s reveals employees and website, and the company number: %s', async (type, asksNumber) => {
  const user = renderStep();

  await user.selectOptions(screen.getByLabelText('Business type'), type);

  expect(employees()).toBeInTheDocument();
  expect(website()).toBeInTheDocument();
  expect(companyNumber() !== null).toBe(asksNumber);
});

test('the employee bands are offered in order', async () => {
  const user = renderStep();
  await user.selectOptions(screen.getByLabelText('Business type'), 'Sole Trader');

  const options = screen.getAllByRole('option').map((option) => option.textContent);

  expect(options.slice(-6)).toEqual(['1-2', '3-5', '6-10', '11-20', '21-50', '50+']);
});

test('a sole trader sends no company number, and the server errors show under their fields', async () => {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ errors: { number_of_employees: ['Please choose how many people work in your business.'] } }, { status: 422 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const user = renderStep();
  await user.selectOptions(screen.getByLabelText('Business type'), 'Limited Company');
  await user.type(screen.getByLabelText('Company number'), 'SC123456');
  await user.selectOptions(screen.getByLabelText('Business type'), 'Sole Trader');

  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await waitFor(() => expect(employees()).toHaveAccessibleDescription('Please choose how many people work in your business.'));
  const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;
  expect(body).toEqual({ type: 1, number_of_employees: null, company_number: null, website: '', active_since: '', skip_name: 1 });
});

const year = () => screen.queryByLabelText('Year your business started');

test('the year the business started is sent as typed, and its sentence shows under it', async () => {
  const server = fakeServer({
    [SAVE]: [422, { errors: { active_since: [TRADING_SINCE_IN_FUTURE] } }],
    [TRACK]: [200, {}],
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const user = renderStep();
  expect(year()).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Business type'), 'Sole Trader');
  await user.selectOptions(screen.getByLabelText('Number of employees'), '1-2');
  await user.type(year() as HTMLElement, '2999');

  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await waitFor(() => expect(year()).toHaveAccessibleDescription(expect.stringContaining(TRADING_SINCE_IN_FUTURE)));
  expect(server.sentTo('/v1/account/settings/company/save')).toMatchObject({ type: 1, number_of_employees: 1, active_since: '2999' });
});

test('a message goes when its field changes, and a field the choice reveals shows no message from before', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        {
          errors: {
            type: ['Please choose your type of business.'],
            number_of_employees: ['Please choose how many people work in your business.'],
          },
        },
        { status: 422 },
      ),
    ),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const user = renderStep();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.getByLabelText('Business type')).toHaveAccessibleDescription('Please choose your type of business.'));

  await user.selectOptions(screen.getByLabelText('Business type'), 'Sole Trader');

  await waitFor(() => expect(screen.getByLabelText('Business type')).not.toHaveAccessibleDescription(/Please choose/));
  expect(employees()).toBeInTheDocument();
  await waitFor(() => expect(employees()).not.toHaveAccessibleDescription(/Please choose/));
  expect(screen.queryByText(/Please choose/)).not.toBeInTheDocument();
});

test("a company number the register knows is shown back by the register's name before the step goes on", async () => {
  const server = fakeServer({
    [SAVE]: [
      200,
      {
        settings: { business_type: 2, website: null, employees: 1 },
        company_check: { status: 'active', company_name: 'TRADESPACE TEST HEATING LTD', date_of_creation: '2014-03-12' },
      },
    ],
    [TRACK]: [200, {}],
  });
  const user = renderStep();
  await user.selectOptions(screen.getByLabelText('Business type'), 'Limited Company');
  await user.selectOptions(screen.getByLabelText('Number of employees'), '1-2');
  await user.type(companyNumber() as HTMLElement, '09446231');

  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('status')).toHaveTextContent('We found TRADESPACE TEST HEATING LTD, registered 12 March 2014.');
  expect(server.sentTo('/v1/account/settings/company/save')).toMatchObject({ type: 2, company_number: '09446231' });
  await user.clear(companyNumber() as HTMLElement);
  await user.type(companyNumber() as HTMLElement, 'SC123456');
  expect(screen.queryByText(/We found/)).not.toBeInTheDocument();
});

// last: it leaves a saved company in the user store
test('the saved year is shown again when the step reopens', async () => {
  const saved = newUser({ company: { ...newUser().company, business_type: 1, employees: 2, active_since: 2010 } });
  fakeServer({
    'GET /v1/account/info': [
      200,
      { user: saved, alerts: [], version_status: { current_version: '1', client_version: null, reload: false } },
    ],
  });
  await refreshUser();

  renderStep();

  expect(year()).toHaveValue('2010');
  expect(screen.getByLabelText('Business type')).toHaveValue('1');
});
