import { useDeferredValue } from 'react';
import { BrowserRouter } from 'react-router';
import { LegalPopupProvider } from '../shell/legal/legal-popup-provider';
import { AppRoutes } from './router';

export function App() {
  // The very first render shows the loading line; the pages come in a background render that React
  // commits only once the first page's chunk (and its preload) has loaded. A Suspense fallback would
  // instead hold the page back until 300 ms after the fallback appeared (React's reveal throttle).
  const routed = useDeferredValue(true, false);
  return (
    <LegalPopupProvider>
      {routed ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <p className="loading">Loading…</p>
      )}
    </LegalPopupProvider>
  );
}
