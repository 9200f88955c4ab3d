import { directoryTradePath } from '#common/public-pages';
import type { DirectoryTradeCount } from '../repos/directory-trade-repo';
import { html, type SafeHtml } from '../lib/html';
import type { PageHead } from './layout';

export function directoryIndexHead(canonical: string): PageHead {
  return {
    title: 'Trade directory',
    description: 'Find a local tradesperson on Tradespace: builders, plumbers, electricians and more, nearest to you first.',
    canonical,
    openGraph: { type: 'website' },
  };
}

const listed = (count: number) => (count === 1 ? '1 listed' : `${count} listed`);

/** `/directory`: every trade, linking to its list (decision 042). */
export function directoryIndexMain(trades: readonly DirectoryTradeCount[]): SafeHtml {
  return html`<section class="panel" aria-labelledby="directory-heading">
<h1 id="directory-heading">Trade directory</h1>
<p>Find a tradesperson on Tradespace. Choose a trade to see who is listed, then enter your postcode to see the nearest first.</p>
<ul class="trade-index">${trades.map(
    (trade) =>
      html`<li><a href="${directoryTradePath(trade.slug)}">${trade.name}</a><span class="small">${listed(trade.traders)}</span></li>`,
  )}</ul>
</section>`;
}
