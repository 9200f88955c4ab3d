import type { FastifyInstance } from 'fastify';
import { londonToday } from '#common/calendar-date';
import { postcode as postcodeField } from '#common/contract/fields';
import { DIRECTORY_PATH } from '#common/public-pages';
import { appUrl } from '#server/env';
import { cachedPage, PAGES_CACHED, PAGE_TTL_MS, type CachedPage } from '#server/lib/cached-page';
import { renderPublicPage } from '#server/public-pages/layout';
import { UNKNOWN_POSTCODE } from '#server/services/jobs-estimate';
import { createAreaDirectoryRepo } from '#server/repos/area-directory-repo';
import { createDirectoryTradeRepo } from '#server/repos/directory-trade-repo';
import { findDistrict } from '#server/repos/outcode-repo';
import { createPublicTraderRepo, type Origin } from '#server/repos/public-trader-repo';
import { directoryIndexHead, directoryIndexMain } from '#server/public-pages/directory-index-page';
import { directoryTradeHead, directoryTradeMain } from '#server/public-pages/directory-trade-page';
import { notFound } from './public-errors';
import { PAGE_CACHE, sendCachedPage } from './send-page';

// decision 042
export const DIRECTORY_PAGE_SIZE = 20;

interface DirectoryQuery {
  postcode?: unknown;
  page?: unknown;
}

function pageNumber(value: unknown): number {
  return typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** `/directory` and `/directory/{trade}`: server-rendered, a GET form for the postcode, no script. */
export default async function directoryRoutes(app: FastifyInstance) {
  const trades = createDirectoryTradeRepo(app.db);
  const traders = createPublicTraderRepo(app.db);
  const covering = createAreaDirectoryRepo(app.db);
  const origin = appUrl(app.env);
  // a listing is the same for everyone: rendered once until the next write (decision 084)
  const pages = app.readCache<string, CachedPage>({ ttlMs: PAGE_TTL_MS, maxEntries: PAGES_CACHED });

  /** The visitor's postcode as an origin, or the message for the field; nothing typed is neither. */
  async function originOf(input: string): Promise<{ origin: (Origin & { label: string }) | null; error: string | null }> {
    if (!input) return { origin: null, error: null };
    const parsed = postcodeField.safeParse(input);
    if (!parsed.success) return { origin: null, error: parsed.error.issues[0]?.message ?? UNKNOWN_POSTCODE };
    const district = await findDistrict(app.db, parsed.data);
    if (!district) return { origin: null, error: UNKNOWN_POSTCODE };
    return { origin: { latitude: district.latitude, longitude: district.longitude, label: parsed.data }, error: null };
  }

  type Slice = { limit: number; offset: number; today: string };

  /** With a postcode, only the traders whose area for this trade covers it, nearest first (decision 087). */
  async function coveringPage(tradeId: number, near: Origin, slice: Slice) {
    const { total, traders: listed } = await covering.page({ tradeId, origin: near, ...slice });
    return { total, entries: await traders.listListed(listed) };
  }

  async function everyonePage(tradeId: number, page: number, slice: Slice) {
    const total = await traders.countInTrade(tradeId);
    // past the last page: no listing to read (a 404)
    if (page > Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE))) return { total, entries: [] };
    return { total, entries: await traders.listInTrade({ tradeId, origin: null, ...slice }) };
  }

  async function indexPage(): Promise<CachedPage> {
    const main = directoryIndexMain(await trades.listWithCounts());
    return cachedPage(renderPublicPage(directoryIndexHead(`${origin}${DIRECTORY_PATH}`), main));
  }

  /** One page of one trade's listing, nearest first to the postcode typed, or a 404. */
  async function tradePage(slug: string, postcodeInput: string, page: number, today: string): Promise<CachedPage> {
    const trade = /^[a-z0-9-]{1,60}$/.test(slug) ? await trades.findBySlug(slug) : undefined;
    if (!trade) throw notFound();
    const search = await originOf(postcodeInput);
    const slice = { limit: DIRECTORY_PAGE_SIZE, offset: (page - 1) * DIRECTORY_PAGE_SIZE, today };
    const { total, entries } = search.origin
      ? await coveringPage(trade.id, search.origin, slice)
      : await everyonePage(trade.id, page, slice);
    const pageCount = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
    if (page > pageCount) throw notFound();
    const view = {
      trade,
      entries,
      total,
      page,
      pageCount,
      pageSize: DIRECTORY_PAGE_SIZE,
      postcodeInput,
      origin: search.origin?.label ?? null,
      postcodeError: search.error,
      today,
    };
    return cachedPage(renderPublicPage(directoryTradeHead(view, origin), directoryTradeMain(view)));
  }

  app.get(DIRECTORY_PATH, async (request, reply) => {
    const page = await pages.read('', indexPage);
    return sendCachedPage(request, reply, page, { cache: PAGE_CACHE.directory });
  });

  app.get<{ Params: { trade: string }; Querystring: DirectoryQuery }>(`${DIRECTORY_PATH}/:trade`, async (request, reply) => {
    const slug = request.params.trade;
    const postcodeInput = typeof request.query.postcode === 'string' ? request.query.postcode.trim().slice(0, 20) : '';
    const number = pageNumber(request.query.page);
    // the key holds everything the page is made from; JSON keeps the parts apart whatever they contain;
    // today's date, so a trader back from away mode moves up at midnight without a write (decision 089)
    const today = londonToday();
    const key = JSON.stringify([slug, postcodeInput, number, today]);
    const page = await pages.read(key, () => tradePage(slug, postcodeInput, number, today));
    return sendCachedPage(request, reply, page, { cache: PAGE_CACHE.directory });
  });
}
