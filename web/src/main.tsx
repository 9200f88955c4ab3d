import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLegalText } from '#common/drawn-pages';
import { App } from './app/app';
import { leadDraft } from './lib/lead-draft';
import { keepDrawnTicks } from './prerender/drawn-ticks';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  const app = (prerendered: boolean) => (
    <StrictMode>
      <App prerendered={prerendered} />
    </StrictMode>
  );
  // The server sent the first step drawn for a visitor with nothing saved yet (decision 085), or a legal page
  // (the same for everyone: decision 123): React takes it over as it is. A visitor with a saved lead, or another drawn step (drawn for a visitor with a postcode), gets
  // the page drawn afresh: the page the server sent stays until the new one is ready.
  // trades ticked on the drawn trades step before the app came are the visitor's (decision 107)
  keepDrawnTicks(root);
  const draft = leadDraft();
  const fresh = draft.postcode === null && draft.trades.length === 0;
  // in a transition, React takes the page over in short slices: the drawn page keeps answering meanwhile
  const asDrawn = root.dataset.prerendered === 'lead_location' ? fresh : isLegalText(root.dataset.prerendered);
  if (asDrawn) startTransition(() => void hydrateRoot(root, app(true)));
  else {
    // what is ticked or typed on a page about to be replaced would be lost: it waits, visible, until then
    if (root.dataset.prerendered) root.inert = true;
    const live = createRoot(root);
    // in a transition, the first render waits for its page instead of clearing the page the server sent
    startTransition(() => live.render(app(root.dataset.prerendered !== undefined)));
  }
}
