import type { FastifyReply, FastifyRequest } from 'fastify';
import { browserHasPage, compressedPage, etagFor, gzipWithToken, htmlFor, pageEncodingFor, type CachedPage } from '#server/lib/cached-page';
import type { SafeHtml } from '#server/lib/html';
import { PUBLIC_PAGE_CSP, renderPublicPage, type PageHead } from '#server/public-pages/layout';

// decision 040: a profile carries a per-visitor form token, so only the browser may keep it
// (and must ask again); directory lists are the same for everyone, but a profile that stops
// meeting the going-live rule or loses a badge must leave them at once (decision 064).
export const PAGE_CACHE = {
  profile: 'private, no-cache',
  directory: 'public, no-cache',
  never: 'no-store',
} as const;

export function sendPublicPage(reply: FastifyReply, page: { head: PageHead; main: SafeHtml }, options: { status?: number; cache: string }) {
  return reply
    .code(options.status ?? 200)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', options.cache)
    .header('Content-Security-Policy', PUBLIC_PAGE_CSP)
    .send(renderPublicPage(page.head, page.main));
}

/**
 * A page kept by the server (decision 084), with the visitor's form token in it when it has a form. The ETag
 * lets a browser that already holds this very page hear 304 instead of downloading it again.
 */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, options: { cache: string; token?: string }) {
  const etag = etagFor(page, options.token);
  reply.header('ETag', etag).header('Cache-Control', options.cache).header('Content-Security-Policy', PUBLIC_PAGE_CSP);
  if (browserHasPage(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.code(200).header('Content-Type', 'text/html; charset=utf-8');
  // a page the same for everyone goes out compressed as it was kept; a page with a token as gzip joined around it
  const acceptEncoding = request.headers['accept-encoding'];
  reply.header('Vary', 'Accept-Encoding');
  if (options.token === undefined) {
    const encoding = pageEncodingFor(acceptEncoding);
    return encoding ? reply.header('Content-Encoding', encoding).send(compressedPage(page, encoding)) : reply.send(page.html);
  }
  // otherwise the page goes out as it is, and the compression plugin encodes it as this browser asks
  const gzipped = pageEncodingFor(acceptEncoding, ['gzip']) ? gzipWithToken(page, options.token) : null;
  return gzipped ? reply.header('Content-Encoding', 'gzip').send(gzipped) : reply.send(htmlFor(page, options.token));
}
