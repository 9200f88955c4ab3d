import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '#web/testing/fake-server';
import { InsuranceCheckRow } from './insurance-check-row';

const READ = 'GET /v1/account/verify/insurance';
const approved = { status: 'approved', insurer: 'Hiscox', policy_number: 'PL-1', cover: 2_000_000, expires_on: '2027-05-31', reason: null };

const show = () =>
  render(
    <ul>
      <InsuranceCheckRow />
    </ul>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('InsuranceCheckRow', () => {
  it('says where the certificate stands, and opens the form beneath the row from its button', async () => {
    fakeServer({ [READ]: [200, { insurance: approved }] });
    show();

    expect(
      await screen.findByText('Hiscox, £2m cover, valid until 31 May 2027: checked and shown on your public profile.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveAttribute('id', 'insurance');
    const toggle = screen.getByRole('button', { name: 'Upload a renewed certificate' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Public liability insurance certificate' })).not.toBeInTheDocument();

    await userEvent.setup().click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Public liability insurance certificate' })).toBeInTheDocument();
  });

  it('arriving from an e-mail at #insurance with no certificate standing, the form is open', async () => {
    window.history.replaceState(null, '', '/my-account#insurance');
    fakeServer({ [READ]: [200, { insurance: { ...approved, status: 'expired' } }] });
    show();

    expect(await screen.findByRole('form', { name: 'Public liability insurance certificate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload your current certificate' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/: ended, so your profile no longer shows it\./)).toBeInTheDocument();
  });
});
