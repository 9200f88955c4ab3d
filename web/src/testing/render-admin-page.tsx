import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import type { AdminContext } from '#web/pages/admin/admin-context';

/** Where the page's address is now, for tests that check what it keeps in the query. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** Test helper: a back-office page at `url`, inside the outlet context the admin layout gives. */
export function renderAdminPage(page: ReactElement, url: string, context: Partial<AdminContext> = {}) {
  const outlet: AdminContext = { staffEmail: 'reviewer@tradespace.test', sessionEnded: () => undefined, ...context };
  const path = new URL(url, 'http://localhost').pathname;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<Outlet context={outlet} />}>
          <Route path={path} element={page} />
        </Route>
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}
