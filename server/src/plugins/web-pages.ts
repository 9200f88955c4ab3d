import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { APP_VERSION, type PageConfig } from '#common/app-config';
import { ADMIN_PREFIX, isAdminPath } from '#common/admin-pages';
import { SETUP_PREFIX, routeByPath, routePath, sitePages } from '#common/routes';
import { isProduction } from '../env';
import { formOptionsFor } from '../lib/form-options';
import { cardProviderSources, contentSecurityPolicy, loadIndexHtml, renderPage } from '../lib/page-html';
import { loadPrerenderedSteps, withDrawnStep } from '../lib/prerendered-steps';
import { catalogueOf } from '../services/catalogue';

const API_PREFIXES = ['/v1/', '/auth/', '/api/', '/dev/'];
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Serves the built SPA: hashed assets with long caching, and every page with its config inlined. */
async function webPagesPlugin(app: FastifyInstance) {
  const env = app.env;
  const production = isProduction(env);
  const template = loadIndexHtml(env.WEB_DIST_DIR);
  const prerendered = loadPrerenderedSteps(env.WEB_DIST_DIR, template, async () => (await catalogueOf(app)).parents);
  const cardSources = cardProviderSources(app.cards.kind);
  const scriptOrigins = [env.REVIEWS_WIDGET_URL ? new URL(env.REVIEWS_WIDGET_URL).origin : null]
    .concat(app.captcha.kind === 'recaptcha' ? ['https://www.google.com', 'https://www.gstatic.com'] : [])
    .filter((origin): origin is string => origin !== null)
    .concat(cardSources.scripts);

  if (existsSync(join(env.WEB_DIST_DIR, 'assets'))) {
    await app.register(fastifyStatic, {
      root: join(process.cwd(), env.WEB_DIST_DIR),
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(res, path) {
        res.header('Cache-Control', path.includes('/assets/') ? HASHED_ASSET_CACHE : 'public, max-age=3600');
      },
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, status = 200) {
    const session = await app.sessions.ensure(request, reply);
    const query = request.query as Record<string, unknown>;
    const config: PageConfig = {
      // staff are no visitors of the experiment
      orderingScheme: isAdminPath(request.url.split('?')[0] ?? '') ? 'original' : await app.experiment.schemeFor(request, reply),
      formOptions: formOptionsFor(env.FORM_OPTIONS, query, !production),
      sessionId: session.publicId,
      baseUrl: env.PUBLIC_BASE_URL,
      appVersion: APP_VERSION,
      production,
      reviewsWidgetUrl: env.REVIEWS_WIDGET_URL ?? null,
      captcha: { provider: app.captcha.kind, siteKey: app.captcha.siteKey },
      partners: env.JOB_AD_PARTNERS,
      cards: { provider: app.cards.kind, publishableKey: app.cards.publishableKey },
      user: request.userId === null ? null : await app.userViews.find(request.userId),
    };
    const nonce = randomBytes(16).toString('base64');
    const drawn = status === 200 ? ((await prerendered?.drawingFor(request.url.split('?')[0] ?? '', query, config, nonce)) ?? null) : null;
    return reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce, scriptOrigins, cardSources))
      .send(drawn ? withDrawnStep(renderPage(drawn.template, config, nonce), drawn.root) : renderPage(template, config, nonce));
  }

  function toFirstStep(request: FastifyRequest, reply: FastifyReply) {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${routePath('lead_location')}${search}`, 302);
  }
  app.get(SETUP_PREFIX, toFirstStep);
  // a path under the prefix that is no step of the route table is a 404 page, not a blank step
  app.get(`${SETUP_PREFIX}/*`, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.replace(/\/+$/, '') === SETUP_PREFIX) return toFirstStep(request, reply);
    return sendPage(request, reply, routeByPath(path) ? 200 : 404);
  });
  // the review back office is a lazily loaded part of the same SPA (decision 038)
  app.get(ADMIN_PREFIX, sendPage);
  app.get(`${ADMIN_PREFIX}/*`, sendPage);
  app.get('/my-account', sendPage);
  app.get('/my-account/*', sendPage);
  for (const path of [
    sitePages.home,
    sitePages.contactUs,
    sitePages.termsOfUse,
    sitePages.termsOfSupply,
    sitePages.privacyPolicy,
    sitePages.ticketsCreate,
  ]) {
    app.get(path, sendPage);
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isApi || request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
      return reply.code(404).send({ error: 'not_found', message: 'We could not find that.' });
    }
    return sendPage(request, reply, 404);
  });
}

export default fp(webPagesPlugin, {
  name: 'web-pages',
  dependencies: ['sessions', 'rate-limit', 'captcha', 'card-provider', 'experiment'],
});
