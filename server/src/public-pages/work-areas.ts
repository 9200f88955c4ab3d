import { AREA_MESSAGES } from '#common/service-areas';
import { withArticle } from '#common/indefinite-article';
import { directoryTradePath, publicProfilePath } from '#common/public-pages';
import { html, type SafeHtml } from '../lib/html';
import type { PostcodeCheck, WorkArea } from '../services/work-areas';
import { formField } from './form-field';

export const CHECK_FIELD_ID = 'quote-check-postcode';
const INVALID_POSTCODE = 'Please enter a valid UK postcode, like SW1A 1AA.';

/** "Where Smith Plumbing works": one line per trade (decision 087). */
export function workAreasSection(name: string, areas: readonly WorkArea[]): SafeHtml {
  if (areas.length === 0) return html``;
  return html`<section class="panel work-areas" aria-labelledby="areas-heading">
<h2 id="areas-heading">Where ${name} works</h2>
<ul>${areas.map((area) => html`<li>${area.sentence}</li>`)}</ul>
</section>`;
}

function outcomeNotice(trader: { name: string; trades: readonly { name: string; slug: string }[] }, check: PostcodeCheck): SafeHtml {
  if (check.outcome === 'inside') {
    return html`<p class="notice" role="status" id="quote-check-result"><strong>${trader.name} works in ${check.postcode}.</strong> Tell them about the job below.</p>`;
  }
  if (check.outcome !== 'outside') return html``;
  const trade = trader.trades[0];
  const elsewhere = trade
    ? html`<p><a href="${directoryTradePath(trade.slug)}?postcode=${encodeURIComponent(check.postcode)}">Find ${withArticle(trade.name)} who works in ${check.postcode}</a></p>`
    : html``;
  return html`<div class="notice notice--outside" role="status" id="quote-check-result">
<p><strong>${trader.name} does not work in ${check.postcode}.</strong> You can still send a request, but they may not be able to take the job.</p>
${elsewhere}
</div>`;
}

/**
 * The quote form's first question, before any job is typed: the postcode, checked against the
 * trader's areas by a GET to the profile itself (no script needed; decision 087).
 */
export function postcodeCheck(
  trader: { url: string; name: string; trades: readonly { name: string; slug: string }[] },
  check: PostcodeCheck | null,
): SafeHtml {
  const error = check?.outcome === 'invalid' ? INVALID_POSTCODE : check?.outcome === 'unknown' ? AREA_MESSAGES.unknownPostcode : undefined;
  return html`<form class="form search" method="get" action="${publicProfilePath(trader.url)}#quote" aria-label="Check ${trader.name} works where the job is">
${formField({ name: 'postcode', id: CHECK_FIELD_ID, label: 'Your postcode', value: check?.postcode ?? '', error, hint: `First check that ${trader.name} works where the job is.`, autocomplete: 'postal-code', maxlength: 12, autocapitalize: 'characters' })}
<p><button class="button" type="submit">Check postcode</button></p>
</form>
${check ? outcomeNotice(trader, check) : html``}`;
}
