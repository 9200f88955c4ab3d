import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';
import { safeEqual } from '../lib/tokens';

const PROTECTED_PREFIXES = ['/v1/', '/auth/', '/api/'];
const PROTECTED_PATHS = ['/tradespeople-setup/register'];

function isProtectedPath(path: string): boolean {
  return PROTECTED_PATHS.includes(path) || PROTECTED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A plain form post to this route carries its own credential in its path, an e-mailed link's token (a customer's
     * review: decision 139), so it needs neither the XHR header nor the CSRF token; JSON posts to it still do.
     */
    linkTokenForm?: boolean;
  }
}

const isLinkTokenForm = (request: FastifyRequest) =>
  request.routeOptions.config.linkTokenForm === true &&
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

export function isProtectedPost(request: FastifyRequest): boolean {
  if (request.method !== 'POST' || isLinkTokenForm(request)) return false;
  // the router decodes the path (`/%761/…` reaches a `/v1/…` route), so check the matched route too
  const paths = [request.url.split('?')[0] ?? '', request.routeOptions.url ?? ''];
  return paths.some(isProtectedPath);
}

/** Axios sends the cookie value decoded; a malformed escape is simply a wrong token. */
function decodeToken(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Every POST to the API must come from our page: `X-Requested-With: XMLHttpRequest` and the
 * XSRF-TOKEN cookie echoed in `X-XSRF-TOKEN` (the Axios/Laravel convention). A missing or stale
 * token is the spec's 419 "page refresh needed". Bearer-token clients carry no cookies to forge.
 */
async function csrfPlugin(app: FastifyInstance) {
  app.addHook('preParsing', async (request) => {
    if (!isProtectedPost(request)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new HttpError(400, 'xhr_required', 'This endpoint only accepts requests sent by the Tradespace page.');
    }
    if (request.viaBearerToken) return;
    const sent = request.headers['x-xsrf-token'];
    const expected = request.session?.csrfToken;
    if (typeof sent !== 'string' || !expected || !safeEqual(decodeToken(sent), expected)) {
      throw new HttpError(419, 'page_expired', 'Your session has expired. Please refresh the page.');
    }
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['sessions', 'bearer-auth'] });
