import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import AccountClosedPage from './account-closed-page';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AccountClosedPage />
    </MemoryRouter>,
  );
}

test('says what was erased, what is kept and that the confirmation was e-mailed', () => {
  renderAt('/my-account/closed?free_month=1&emailed=1');

  expect(screen.getByRole('heading', { level: 1, name: 'Your account is closed' })).toBeInTheDocument();
  expect(screen.getByText(/your cards, photos and documents are removed/)).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual([
    'Membership records (plan, dates, status) under the anonymised account id',
    'Staff review decisions on gas numbers and certificates (ids, outcome, date), without the number or document',
    'After a free month',
  ]);
  expect(screen.getByText(/We have e-mailed a confirmation/)).toBeInTheDocument();
});

test('claims no e-mail when none was sent, and lists the free month only when it was kept', () => {
  renderAt('/my-account/closed');

  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByText(/We have e-mailed/)).not.toBeInTheDocument();
});
