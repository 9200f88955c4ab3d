import type { FastifyReply } from 'fastify';
import type { SafeHtml } from '#server/lib/html';
import { PUBLIC_PAGE_CSP, renderPublicPage, type PageHead } from '#server/public-pages/layout';

// docs/decisions/040: a profile carries a per-visitor form token, so only the browser may keep it
// (and must ask again); directory lists are the same for everyone, but a profile that stops
// meeting the going-live rule or loses a badge must leave them at once (docs/decisions/064).
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
