import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { clearLeadDraft, updateLeadDraft } from '#web/lib/lead-draft';
import { fakeServer } from '#web/testing/fake-server';
import LeadRegisterStep from './lead-register-step';

afterEach(() => {
  vi.unstubAllGlobals();
  clearLeadDraft();
});

const INVALID = 'Please enter a valid UK mobile number.';

test('a phone number the step had hidden, brought out by its message, stays while it is corrected', async () => {
  updateLeadDraft({ id: 7, email: 'sam@example.com', phone_number: '07700 900000', postcode: 'M1 1AE', trades: [1] });
  fakeServer({ 'POST /tradespeople-setup/register': [422, { errors: { phone_number: [INVALID] } }] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter>
      <LeadRegisterStep />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  const phone = await screen.findByLabelText('Phone Number');
  expect(phone).toHaveAccessibleDescription(INVALID);

  await user.clear(phone);
  await user.type(phone, '07712 012345');

  await waitFor(() => expect(screen.getByLabelText('Phone Number')).not.toHaveAccessibleDescription(INVALID));
  expect(screen.getByLabelText('Phone Number')).toHaveValue('07712 012345');
});
