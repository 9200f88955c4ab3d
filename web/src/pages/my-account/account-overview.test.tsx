import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '#common/contract/user';
import { newUser } from '#common/testing/new-user';
import type { OrderingScheme } from '#common/step-order';
import { publishMessages } from '#common/going-live';
import { routePath } from '#common/routes';
import { hrefFor } from '#web/lib/navigation';
import { AccountOverview } from './account-overview';
import { fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import { loadPage } from '#web/lib/full-load';

vi.mock('#web/lib/full-load', () => ({ loadPage: vi.fn() }));

const startedUser = newUser({
  trades: [{ id: 3, name: 'Roofer' }],
  verified: { ...newUser().verified, phone: true },
});

function show(user: UserView, scheme: OrderingScheme) {
  render(
    <MemoryRouter>
      <AccountOverview user={user} scheme={scheme} />
    </MemoryRouter>,
  );
}

/** What the page's sections ask for as they open. */
const pageCalls: FakeRoutes = {
  'GET /v1/account/reviews': [200, { invitations: [], reviews: [], average: null, count: 0 }],
  'GET /v1/account/verify/insurance': [200, { insurance: null }],
  'GET /v1/account/verify/identity': [200, { status: 'verified', last_error: null, verified_at: '2026-11-29T11:00:00.000Z' }],
};

beforeEach(() => fakeServer(pageCalls));
afterEach(() => vi.unstubAllGlobals());

describe('AccountOverview', () => {
  it('says who is signed in and for which business', () => {
    show(startedUser, 'original');

    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as sam@example.co.uk');
    expect(screen.getByText('Slater Roofing')).toBeInTheDocument();
  });

  it("lists the setup steps in the visitor's order, each marked done or to do", () => {
    show(startedUser, 'reorderedV1412');

    const items = within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Your TradesDone',
      'Verify Phone NumberDone',
      'MembershipTo do',
      'Billing InformationTo do',
      'Profile DescriptionTo do',
      'Business DetailsTo do',
      'Work LocationTo do',
      'Profile PictureTo do',
      'Job Image GalleryOptional',
      'Verify GasNot needed',
      'Verify ElectricNot needed',
      'Account Setup CompleteTo do',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
  });

  it('links "Continue setting up" to the first unfinished step of the scheme', () => {
    show(startedUser, 'original');

    expect(screen.getByRole('link', { name: 'Continue setting up' })).toHaveAttribute('href', hrefFor('description'));
    expect(screen.getByText(/steps still to do/)).toHaveTextContent('Next up: Profile Description.');
  });

  it('lists its sections at the top, each a landmark named by its heading, and puts focus on the page heading', () => {
    show(startedUser, 'original');

    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toHaveFocus();
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    const links = contents.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Public profile',
      'Setup progress',
      'Checks',
      'Away mode',
      'Ask for reviews',
      'Membership',
      'Billing',
      'Where you work',
      'Password and sign-in',
      'Your data',
      'Close my account',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName, link.textContent ?? '').toBe('SECTION');
      expect(screen.getByRole('region', { name: link.textContent ?? '' })).toBe(target);
    }
  });

  it('lists every check in one Checks section, the insurance and ID rows keeping the anchors e-mails link to', async () => {
    show(startedUser, 'original');

    const checks = within(screen.getByRole('region', { name: 'Checks' }));
    expect(checks.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Gas Safe',
      'Electrician',
      'Companies House',
      'Public liability insurance',
      'ID check',
    ]);
    expect(await checks.findByRole('button', { name: 'Add your certificate' })).toBeInTheDocument();
    expect(await checks.findByText('ID checked November 2026. Your public profile shows it.')).toBeInTheDocument();
    expect(document.getElementById('insurance')).toHaveTextContent(/^Public liability insurance/);
    expect(document.getElementById('id-check')).toHaveTextContent(/^ID check/);
  });

  it('links to the membership plans and the saved cards', () => {
    show(startedUser, 'original');

    const billing = within(screen.getByRole('region', { name: 'Billing' }));
    expect(billing.getByRole('link', { name: 'Membership plans' })).toHaveAttribute('href', '/my-account/billing/membership/plans');
    expect(billing.getByRole('link', { name: 'Your cards' })).toHaveAttribute('href', '/my-account/billing/cards');
  });

  it('marks Work Location done only with a saved work address, and counts the gallery', () => {
    show({ ...startedUser, location: { postcode: 'M1 1AE', work_address: false }, gallery: { photos: 3 } }, 'original');
    const items = within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toContain('Work LocationTo do');
    expect(items.map((item) => item.textContent)).toContain('Job Image Gallery3 photos');
  });

  it('says the profile is live with its link', () => {
    show({ ...startedUser, company: { ...startedUser.company, url: 'slater-roofing' }, profile: { live: true, missing: [] } }, 'original');

    const section = within(screen.getByRole('region', { name: 'Public profile' }));
    expect(section.getByText(/Your public profile is live/)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'View your public profile' })).toHaveAttribute('href', '/t/slater-roofing');
  });

  it('says what a profile that is not live needs, each item linking to its step', () => {
    show(
      {
        ...startedUser,
        company: { ...startedUser.company, url: 'slater-roofing' },
        profile: { live: false, missing: ['description', 'location'] },
      },
      'original',
    );

    const section = within(screen.getByRole('region', { name: 'Public profile' }));
    expect(section.getByText('Your public profile is not live yet.')).toBeInTheDocument();
    expect(section.queryByRole('link', { name: 'View your public profile' })).not.toBeInTheDocument();
    const links = section.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [publishMessages.description, routePath('description')],
      [publishMessages.location, routePath('location')],
    ]);
  });

  it('signs out and reloads the account page', async () => {
    fakeServer({ ...pageCalls, 'POST /auth/logout': [200, { success: true, redirect: '/my-account' }] });
    show(startedUser, 'original');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/my-account'));
  });
});
