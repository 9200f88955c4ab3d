import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isProduction } from '../env';

/** Browsers keep to HTTPS for a year, on every subdomain too, once they have seen this over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths whose replies may carry someone's data: never kept by a browser or a shared cache (decision 063). */
const PRIVATE_PREFIXES = ['/v1/', '/auth/', '/api/', '/dev/', '/tradespeople-setup/register'];
/** Public lookups, the same for everyone (trades, postcodes, estimates): left to the route. */
const PUBLIC_LOOKUPS = '/v1/helpers/';

function isPrivatePath(path: string, method: string): boolean {
  if (!PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return !(method === 'GET' && path.startsWith(PUBLIC_LOOKUPS));
}

/** The path as sent and the matched route: the router decodes `/%761/…` into a `/v1/…` route. */
function isPrivateReply(request: FastifyRequest): boolean {
  const paths = [request.url.split('?')[0] ?? '', request.routeOptions.url ?? ''];
  return paths.some((path) => isPrivatePath(path, request.method));
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const production = isProduction(app.env);
  // helmet's headers on every reply: nosniff, frames from this site only, a referrer that leaves only the
  // origin elsewhere, the cross-origin isolation headers, no X-Powered-By, and HSTS in production. Each HTML
  // page sets its own Content-Security-Policy with the nonces it needs (web-pages, public pages, dev pages).
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    // not among helmet's headers: the app never asks for the camera, the microphone or the location
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // a reply that sets a cookie is someone's: no shared cache may keep it, whatever the route said (a route's
    // own `private, …` already says so); @fastify/cookie has written the cookies by now
    const routeSaid = String(reply.getHeader('cache-control') ?? '');
    if (reply.hasHeader('set-cookie') && !routeSaid.startsWith('private')) reply.header('Cache-Control', 'no-store');
    else if (!routeSaid && isPrivateReply(request)) reply.header('Cache-Control', 'no-store');
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
