import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion } from '#common/contract/calls/helpers';
import { AddressFinder } from './address-finder';
import { useAddressFinder } from './use-address-finder';

const list: AddressSuggestion[] = [1, 2, 3].map((n) => ({
  unique_id: `demo:SW1A 1AA:${n}`,
  line_1: `${n} Church Road`,
  line_2: '',
  post_town: 'Westminster',
  county: 'London',
  postcode: 'SW1A 1AA',
  country: 'England',
}));

/** Stubs fetch, the outside edge of lib/api.ts: the lookup answers by postcode. */
function lookupAnswers(replies: Record<string, [number, unknown]>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { postcode } = JSON.parse(String(init?.body)) as { postcode: string };
    const [status, body] = replies[postcode] ?? [500, {}];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Harness({ onPick }: { onPick?: (suggestion: AddressSuggestion) => void }) {
  const finder = useAddressFinder({ trackAs: 'location' });
  return <AddressFinder finder={finder} postcodeLabel="Work postcode" section="business" onPick={onPick} />;
}

async function searchFor(postcode: string, onPick?: (suggestion: AddressSuggestion) => void) {
  const user = userEvent.setup();
  render(<Harness onPick={onPick} />);
  await user.type(screen.getByLabelText('Work postcode'), postcode);
  await user.click(screen.getByRole('button', { name: 'Find Address' }));
  return user;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('AddressFinder', () => {
  it('lists the addresses at a postcode and hands the chosen one on', async () => {
    lookupAnswers({ 'SW1A 1AA': [200, { list }] });
    const onPick = vi.fn();
    const user = await searchFor('sw1a 1aa', onPick);

    const picker = await screen.findByLabelText('Select your address');
    expect(screen.getByRole('option', { name: '3 addresses found' })).toBeInTheDocument();
    await user.selectOptions(picker, '2 Church Road, Westminster');

    expect(onPick).toHaveBeenCalledWith(list[1]);
  });

  it('changing the postcode clears the suggestions and manual mode', async () => {
    lookupAnswers({ 'SW1A 1AA': [200, { list }] });
    const user = await searchFor('SW1A 1AA');
    await user.click(await screen.findByRole('button', { name: 'Address not listed?' }));
    expect(screen.getByLabelText('Address line 1')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Work postcode'), 'X');

    expect(screen.queryByLabelText('Address line 1')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Select your address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Address not listed?' })).not.toBeInTheDocument();
  });

  it.each([
    ['LS99 9ZZ', 'United Kingdom'],
    ['BT99 9ZZ', 'United Kingdom'],
    ['GY10 9ZZ', 'Guernsey'],
    ['JE5 9ZZ', 'Jersey'],
    ['IM99 9ZZ', 'Isle of Man'],
  ])('"Postcode not found." for %s offers manual entry with that postcode and the country %s chosen', async (postcode, country) => {
    lookupAnswers({ [postcode]: [422, { errors: { postcode: ['Postcode not found.'] } }] });
    const user = await searchFor(postcode);

    await waitFor(() => expect(screen.getByLabelText('Work postcode')).toHaveAccessibleDescription('Postcode not found.'));
    await user.click(screen.getByRole('button', { name: 'Enter address manually instead?' }));

    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
    expect(screen.getByLabelText('Postcode')).toHaveValue(postcode);
    expect(screen.getByLabelText('Country')).toHaveValue(country);
  });

  it('checks the postcode before searching, with the shared message', async () => {
    const fetchMock = lookupAnswers({});
    await searchFor('not a postcode');

    await waitFor(() =>
      expect(screen.getByLabelText('Work postcode')).toHaveAccessibleDescription('Please enter a valid UK postcode, like SW1A 1AA.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Enter address manually instead?' })).not.toBeInTheDocument();
  });

  it('a failed lookup just stops the spinner, with no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    await searchFor('SW1A 1AA');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Find Address' })).toBeEnabled());
    expect(screen.getByLabelText('Work postcode')).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
