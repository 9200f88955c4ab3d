import type { FastifyInstance } from 'fastify';
import { normalisePostcode } from '#common/contract/postcode-format';
import { routePath } from '#common/routes';
import { findDistrict } from '#server/repos/outcode-repo';
import { plainTradesForm } from './plain-trades-form';

/** A posted postcode form is one short field, the trades form a few dozen ticks at most; anything longer is neither. */
const FORM_BODY_LIMIT = 1024;

/** A form's fields, a repeated one (the trades step's ticks) as a list of its values. */
function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

/**
 * The drawn steps' forms sent before (or without) the page's JavaScript: this file reads the plain form posts and
 * answers the first step's (decision 085); plain-trades-form.ts the trades step's (decision 107).
 * The first step's form:
 * A postcode of a known district goes on to the trades step with the postcode in the query, where the app keeps it
 * in the lead draft as if the step had searched it; anything else comes back to the step with what was typed.
 * Nothing is stored, so the page's CSRF token is not needed: the same as opening lead/trades?postcode=… by hand.
 */
export default async function plainPostcodeFormRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, formFields(body as string));
    },
  );

  app.post(routePath('lead_location'), async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const typed = typeof form.postcode === 'string' ? form.postcode.trim().slice(0, 16) : '';
    const postcode = normalisePostcode(typed);
    const known = postcode.length >= 2 && (await findDistrict(app.db, postcode)) !== null;
    const next = known
      ? `${routePath('lead_trades')}?${new URLSearchParams({ postcode })}`
      : `${routePath('lead_location')}?${new URLSearchParams({ postcode: typed })}`;
    return reply.redirect(next, 303);
  });
  plainTradesForm(app);
}
