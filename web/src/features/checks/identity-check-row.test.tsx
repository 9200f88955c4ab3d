import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityRefusals } from '#common/contract/calls/identity';
import { ID_CHECK_INTRO } from './identity-texts';
import { fakeServer } from '#web/testing/fake-server';
import { IdentityCheckRow } from './identity-check-row';

const STATE = 'GET /v1/account/verify/identity';
const START = 'POST /v1/account/verify/identity/start';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const show = () =>
  render(
    <ul>
      <IdentityCheckRow />
    </ul>,
  );

describe('IdentityCheckRow', () => {
  it('explains the check and opens the hosted page when asked', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, search: '' });
    fakeServer({
      [STATE]: [200, { status: 'not_started', last_error: null, verified_at: null }],
      [START]: [200, { url: '/local-stripe/identity/vs_local_1' }],
    });
    show();

    expect(await screen.findByText(ID_CHECK_INTRO)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check my ID' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/local-stripe/identity/vs_local_1'));
  });

  it('shows a passed check with its month and day, and no button', async () => {
    fakeServer({ [STATE]: [200, { status: 'verified', last_error: null, verified_at: '2026-11-29T11:00:00.000Z' }] });
    show();

    expect(await screen.findByText('ID checked November 2026. Your public profile shows it.')).toBeInTheDocument();
    expect(screen.getByText('Checked 29 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveAttribute('id', 'id-check');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why a check failed and offers it again', async () => {
    const reason = 'Your selfie did not match the photo on your document. Please try again, facing the camera in good light.';
    fakeServer({ [STATE]: [200, { status: 'requires_input', last_error: { code: 'selfie_face_mismatch', reason }, verified_at: null }] });
    show();

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try the ID check again' })).toBeInTheDocument();
  });

  it('shows a refusal to start in plain words', async () => {
    fakeServer({
      [STATE]: [200, { status: 'canceled', last_error: null, verified_at: null }],
      [START]: [422, { errors: { identity: [identityRefusals.inReview] } }],
    });
    show();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Check my ID' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(identityRefusals.inReview);
  });

  it('back from the hosted check, asks again until the result has arrived', async () => {
    window.history.replaceState(null, '', '/my-account?identity=done');
    let asked = 0;
    fakeServer({
      [STATE]: () => {
        asked += 1;
        return asked < 2
          ? [200, { status: 'requires_input', last_error: null, verified_at: null }]
          : [200, { status: 'verified', last_error: null, verified_at: '2026-11-29T11:00:00.000Z' }];
      },
    });
    show();

    expect(await screen.findByText(/ID checked November 2026/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
