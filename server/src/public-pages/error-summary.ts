import type { FieldErrors } from '#common/contract/errors';
import { GENERAL_ERROR_FIELD } from '#common/contract/errors';
import { html, type SafeHtml } from '../lib/html';

/** "There is a problem": each field's first sentence, linking to its control; the general one without a link. */
export function errorSummary(errors: FieldErrors, fieldId: (field: string) => string, headingId: string): SafeHtml {
  const entries = Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]] as const] : []));
  if (entries.length === 0) return html``;
  return html`<div class="error-summary" role="alert" aria-labelledby="${headingId}">
<h3 id="${headingId}">There is a problem</h3>
<ul>${entries.map(([field, message]) =>
    field === GENERAL_ERROR_FIELD ? html`<li>${message}</li>` : html`<li><a href="#${fieldId(field)}">${message}</a></li>`,
  )}</ul>
</div>`;
}
