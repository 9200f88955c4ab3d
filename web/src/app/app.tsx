import { useDeferredValue, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { LegalPopupProvider } from '../shell/legal/legal-popup-provider';
import { AppRoutes } from './router';

/**
 * `prerendered`: the page came with the step's HTML from the server (decision 085) and React takes it over
 * as it is (hydration), so the first render is the page itself. The server renders the same tree with a static
 * router (web/src/prerender/render-step.tsx).
 */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  // Otherwise the very first render shows the loading line; the pages come in a background render that React
  // commits only once the first page's chunk (and its preload) has loaded. A Suspense fallback would
  // instead hold the page back until 300 ms after the fallback appeared (React's reveal throttle).
  const routed = useDeferredValue(true, prerendered);
  // the page is React's now: a drawn page waiting for it (main.tsx) becomes usable, and says so
  useEffect(() => {
    if (!routed) return;
    const root = document.getElementById('root');
    root?.removeAttribute('data-prerendered');
    if (root) root.inert = false;
  }, [routed]);
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
