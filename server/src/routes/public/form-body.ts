import type { FastifyInstance } from 'fastify';
import { quoteRequestFields } from '#common/contract/calls/public-profile';
import type { QuoteValues } from '#server/public-pages/quote-form';

// The quote form's largest honest body: 2,000 characters of description, each up to 12 bytes encoded.
export const FORM_BODY_LIMIT_BYTES = 32 * 1024;

/** Plain HTML form posts (application/x-www-form-urlencoded), for the routes of this plugin only. */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/** A form field's value as text ('' when missing or not text). */
export function formText(body: unknown, name: string, maxLength = 10_000): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.slice(0, maxLength) : '';
}

/** The quote form's fields as posted, each as text. */
export function quoteValuesOf(body: unknown): QuoteValues {
  return Object.fromEntries(quoteRequestFields.map((field) => [field, formText(body, field)])) as QuoteValues;
}
