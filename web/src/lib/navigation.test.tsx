import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import { routePath } from '#common/routes';
import { useArrivedFrom, useGo } from './navigation';

function GoButton() {
  const go = useGo();
  return <button onClick={() => go('complete')}>Go</button>;
}

function WhereFrom() {
  return <p>came from {useArrivedFrom() ?? 'nowhere'}</p>;
}

test('go remembers the route it was called from, and a page opened directly came from nowhere', async () => {
  render(
    <MemoryRouter initialEntries={[routePath('electric')]}>
      <Routes>
        <Route
          path={routePath('electric')}
          element={
            <>
              <WhereFrom />
              <GoButton />
            </>
          }
        />
        <Route path={routePath('complete')} element={<WhereFrom />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('came from nowhere')).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Go' }));

  expect(screen.getByText('came from electric')).toBeInTheDocument();
});

test('a state that is not a known route is ignored', () => {
  render(
    <MemoryRouter initialEntries={[{ pathname: routePath('gas'), state: { from: '../evil' } }]}>
      <Routes>
        <Route path={routePath('gas')} element={<WhereFrom />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('came from nowhere')).toBeInTheDocument();
});
