import { AREA_MESSAGES } from '#common/service-areas';
import { withArticle } from '#common/indefinite-article';
import { directoryTradePath, postcodeCheckPath } from '#common/public-pages';
import { html, type SafeHtml } from '../lib/html';
import type { PostcodeCheck, ProfileServiceArea } from '../services/profile-service-areas';
import { formField } from './form-field';

export const POSTCODE_FIELD_ID = 'quote-postcode';
const INVALID_POSTCODE = 'Please enter a valid UK postcode, like SW1A 1AA.';

/** "Where Smith Plumbing works": one line per trade (decision 087). */
export function serviceAreasSection(name: string, areas: readonly ProfileServiceArea[]): SafeHtml {
  if (areas.length === 0) return html``;
  return html`<section class="panel work-areas" aria-labelledby="areas-heading">
<h2 id="areas-heading">Where ${name} works</h2>
<ul>${areas.map((area) => html`<li>${area.sentence}</li>`)}</ul>
</section>`;
}

function outcomeNotice(trader: CheckedTrader, check: PostcodeCheck): SafeHtml {
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

/** The trader as the quote form's postcode question names them. */
export interface CheckedTrader {
  url: string;
  name: string;
  trades: readonly { name: string; slug: string }[];
}

/**
 * The quote form's first field, the job's postcode, asked once (decision 126): typed here, it is checked against
 * the trader's areas by "Check postcode" (a post that keeps every value typed; no script needed) and sent with the
 * request by "Send quote request". `error` is the request's own message for the field, shown before the check's.
 */
export function postcodeQuestion(trader: CheckedTrader, value: string, error: string | undefined, check: PostcodeCheck | null): SafeHtml {
  const checkError =
    check?.outcome === 'invalid' ? INVALID_POSTCODE : check?.outcome === 'unknown' ? AREA_MESSAGES.unknownPostcode : undefined;
  return html`${formField({
    name: 'postcode',
    id: POSTCODE_FIELD_ID,
    label: 'Postcode of the job',
    value,
    error: error ?? checkError,
    hint: `For example SW1A 1AA. First check that ${trader.name} works where the job is.`,
    autocomplete: 'postal-code',
    maxlength: 12,
    autocapitalize: 'characters',
  })}
<p><button class="button" type="submit" formaction="${postcodeCheckPath(trader.url)}#${POSTCODE_FIELD_ID}">Check postcode</button></p>
${check ? outcomeNotice(trader, check) : html``}`;
}
