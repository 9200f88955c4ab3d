import { scriptSafeJson } from './page-html';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text that is safe in HTML content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** Markup we wrote or already escaped; everything else that reaches `html` is text and is escaped. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * The one way public pages write HTML: a tagged template whose interpolations are escaped text
 * (safe in content and in quoted attributes) unless they are SafeHtml; arrays are joined,
 * null/undefined/booleans write nothing (so `${cond && html`…`}` works).
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(markup);
}

/** Constant markup of our own (a stylesheet); never user text. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** A JSON-LD block: `</script>` or `<!--` in user text cannot end it, since `<` is written as \u003c. */
export function jsonLdScript(value: unknown): SafeHtml {
  return new SafeHtml(`<script type="application/ld+json">${scriptSafeJson(value)}</script>`);
}
