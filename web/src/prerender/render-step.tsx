import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PAGE_CONFIG_GLOBAL } from '#common/app-defaults';
import { drawnPages, type DrawnPageName } from '#common/drawn-pages';
import { isRouteName, routeTitle, type RouteName } from '#common/routes';
import type { OrderingScheme } from '#common/step-order';
import type { TradeOption } from '../features/trades/trade-checklist';
import type { LeadDraft } from '../lib/lead-draft';
import { siteTitle } from '../shell/site-titles';

export { orderingSchemes } from '#common/step-order';
export { drawnPageNames, drawnPages } from '#common/drawn-pages';

/** The name of a drawn page's chunk in the build's manifest: its stylesheets are sent with it. */
export function chunkOf(name: DrawnPageName): string {
  return `${name.replace(/_/g, '-')}${isRouteName(name) ? '-step' : '-page'}`;
}

/** The title the app gives a drawn page, written into it so the tab says it before the script (decision 123). */
export function titleOf(name: DrawnPageName): string {
  return isRouteName(name) ? routeTitle(name) : siteTitle(drawnPages[name]);
}

/** The lead a step is drawn for: the trades step sends a visitor without a postcode back, so it is drawn with one. */
const drawnFor: Partial<Record<RouteName, Partial<LeadDraft>>> = { lead_trades: { postcode: 'SW1A 1AA', redirected: true } };

/**
 * A page's HTML as the browser's first render draws it for a visitor with nothing saved: the tree of app.tsx with a
 * static router, once the page's chunk and preload have loaded, with the trades list the server answers. The page
 * config is read once, when the app's modules load, so a process renders one ordering scheme
 * (scripts/prerender-steps.mjs runs one for each).
 */
export async function renderStep(name: DrawnPageName, scheme: OrderingScheme, trades: TradeOption[]): Promise<string> {
  (window as unknown as Record<string, unknown>)[PAGE_CONFIG_GLOBAL] = { orderingScheme: scheme };
  const [{ AppRoutes }, { LegalPopupProvider }, { primeParentTrades }, { clearLeadDraft, updateLeadDraft }] = await Promise.all([
    import('../app/router'),
    import('../shell/legal/legal-popup-provider'),
    import('../features/trades/use-trades'),
    import('../lib/lead-draft'),
  ]);
  primeParentTrades(trades);
  clearLeadDraft();
  const lead = isRouteName(name) ? drawnFor[name] : undefined;
  if (lead) updateLeadDraft(lead);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <LegalPopupProvider>
        <StaticRouter location={drawnPages[name]}>
          <AppRoutes />
        </StaticRouter>
      </LegalPopupProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
