import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isProduction } from '../env';

/** Browsers keep to HTTPS for a year, on every subdomain too, once they have seen this over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths whose replies may carry someone's data: never kept by a browser or a shared cache (docs/decisions/063). */
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
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (production) reply.header('Strict-Transport-Security', HSTS);
    // a reply that sets a cookie is someone's: no shared cache may keep it, whatever the route said (a route's
    // own `private, …` already says so); @fastify/cookie has written the cookies by now
    const routeSaid = String(reply.getHeader('cache-control') ?? '');
    if (reply.hasHeader('set-cookie') && !routeSaid.startsWith('private')) reply.header('Cache-Control', 'no-store');
    else if (!routeSaid && isPrivateReply(request)) reply.header('Cache-Control', 'no-store');
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
