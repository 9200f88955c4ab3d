import type { FastifyInstance } from 'fastify';
import { PROFILE_PREFIX, QUOTE_SENT } from '#common/public-pages';
import { emptyQuoteValues } from '#server/public-pages/quote-form';
import { formTokenOf } from './form-cookie';
import { createProfileView } from './profile-view';

/** GET /t/{url}: a trader's public profile, rendered on the server (docs/decisions/040). */
export default async function profilePageRoutes(app: FastifyInstance) {
  const view = createProfileView(app);
  app.get<{ Params: { url: string }; Querystring: { quote?: string } }>(`${PROFILE_PREFIX}/:url`, async (request, reply) => {
    const profile = await view.find(request.params.url);
    if (request.query.quote === QUOTE_SENT) return view.send(reply, profile, { kind: 'sent' });
    const token = formTokenOf(request, reply);
    return view.send(reply, profile, { kind: 'form', token, values: emptyQuoteValues, errors: {} });
  });
}
