import {
  QUOTE_DESCRIPTION_MAX,
  QUOTE_DESCRIPTION_MIN,
  QUOTE_NAME_MAX,
  type QuoteRequestField,
} from '#common/contract/calls/public-profile';
import type { FieldErrors } from '#common/contract/errors';
import { DIRECTORY_PATH, publicProfilePath, quoteRequestPath } from '#common/public-pages';
import { FORM_TOKEN_FIELD } from '../lib/form-token';
import { errorSummary } from './error-summary';
import { formField } from './form-field';
import { html, type SafeHtml } from '../lib/html';
import type { PostcodeCheck } from '../services/profile-service-areas';
import { postcodeQuestion, type CheckedTrader } from './service-areas-section';

/** The honeypot: people never see it, so anything in it came from a bot (decision 041). */
export const HONEYPOT_FIELD = 'homepage';
export const QUOTE_SECTION_ID = 'quote';

export type QuoteValues = Record<QuoteRequestField, string>;
export const emptyQuoteValues: QuoteValues = { name: '', email: '', phone: '', postcode: '', description: '' };

export type QuoteSectionState = { kind: 'form'; token: string; values: QuoteValues; errors: FieldErrors } | { kind: 'sent' };

const fieldId = (name: string) => `quote-${name}`;

function quoteForm(trader: CheckedTrader, state: Extract<QuoteSectionState, { kind: 'form' }>, check: PostcodeCheck | null): SafeHtml {
  const { values, errors } = state;
  const field = (name: QuoteRequestField) => ({ name, id: fieldId(name), value: values[name], error: errors[name]?.[0] });
  return html`<p>Tell ${trader.name} about the job and how to reach you. It is free and there is no obligation.</p>
<form class="form" method="post" action="${quoteRequestPath(trader.url)}#${QUOTE_SECTION_ID}" novalidate>
${errorSummary(errors, fieldId, 'quote-problem')}
<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${state.token}">
${postcodeQuestion(trader, values.postcode, errors.postcode?.[0], check)}
${formField({ ...field('name'), label: 'Your name', autocomplete: 'name', maxlength: QUOTE_NAME_MAX })}
<div class="form-row">
${formField({ ...field('email'), label: 'Email address', type: 'email', autocomplete: 'email', maxlength: 254 })}
${formField({ ...field('phone'), label: 'Phone number', type: 'tel', autocomplete: 'tel', maxlength: 20, hint: 'A UK mobile or landline' })}
</div>
${formField({
  ...field('description'),
  label: 'Describe the job',
  multiline: true,
  maxlength: QUOTE_DESCRIPTION_MAX,
  hint: `What needs doing and when: at least ${QUOTE_DESCRIPTION_MIN} characters.`,
})}
<div class="trap" aria-hidden="true"><label for="quote-${HONEYPOT_FIELD}">Leave this field empty</label>
<input id="quote-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" value=""></div>
<p><button class="button button--primary" type="submit">Send quote request</button></p>
<p class="small">We send your details to ${trader.name} only, so they can contact you about this job.</p>
</form>`;
}

function quoteSent(traderUrl: string, traderName: string, awayUntil: string | null): SafeHtml {
  return html`<div class="notice" role="status">
<p><strong>Thank you, your quote request has been sent.</strong></p>
<p>${awayUntil ? `${traderName} is away and not taking new work until ${awayUntil}. They have your details and will contact you about the job when they are back.` : `${traderName} has your details and will contact you about the job.`}</p>
<p><a href="${publicProfilePath(traderUrl)}#${QUOTE_SECTION_ID}">Send another request</a> or <a href="${DIRECTORY_PATH}">find more tradespeople</a>.</p>
</div>`;
}

/**
 * The "Request a quote" section of a profile page: the form (with errors and the values kept) or the thank-you.
 * `awayUntil` ("3 March") while the trader is away: the request is still taken, for when they are back (decision 089);
 * `check`: the job's postcode checked against the trader's areas, its answer shown under the field (decision 126).
 */
export function quoteSection(
  trader: CheckedTrader,
  state: QuoteSectionState,
  { awayUntil = null, check = null }: { awayUntil?: string | null; check?: PostcodeCheck | null } = {},
): SafeHtml {
  return html`<section class="panel" id="${QUOTE_SECTION_ID}" aria-labelledby="quote-heading">
<h2 id="quote-heading">Request a quote</h2>
${awayUntil && state.kind === 'form' && html`<p class="notice">${trader.name} is away until ${awayUntil}. You can still send your request: they will see it and contact you when they are back.</p>`}
${state.kind === 'sent' ? quoteSent(trader.url, trader.name, awayUntil) : quoteForm(trader, state, check)}
</section>`;
}
