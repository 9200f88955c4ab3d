import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { Counter, counterValue, gauge, Histogram } from '../lib/metrics-text';
import { readOutboxFigures } from '../repos/outbox-figures-repo';

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** A request that matched no route: its raw URL never becomes a label (it may hold ids or e-mails). */
export const UNMATCHED_ROUTE = '(unmatched)';
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * /metrics in Prometheus' text format (decision 075). Off unless METRICS_TOKEN
 * (GET /metrics on the app's port with `Authorization: Bearer <token>`) or METRICS_PORT (a listener of its own
 * on METRICS_HOST that serves /metrics alone; it asks for the token too when one is set).
 */
async function metricsPlugin(app: FastifyInstance) {
  const { METRICS_TOKEN, METRICS_PORT, METRICS_HOST } = app.env;
  if (!METRICS_TOKEN && METRICS_PORT === undefined) return;

  const requests = new Counter('tradespace_http_requests_total', 'HTTP requests answered, by route pattern, method and status.');
  const latency = new Histogram(
    'tradespace_http_request_duration_seconds',
    'Time to answer an HTTP request, by route pattern and method.',
    LATENCY_BUCKETS,
  );

  app.addHook('onResponse', async (request, reply) => {
    // the route's pattern (/v1/photos/:id), never the URL a client sent
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
    requests.inc({ route, method, status: String(reply.statusCode) });
    latency.observe({ route, method }, reply.elapsedTime / 1000);
  });

  const render = async () => [...requests.render(), ...latency.render(), ...(await scrapeTimeMetrics(app))].join('\n') + '\n';
  const authorised = (header: string | undefined) => !METRICS_TOKEN || bearerMatches(header, METRICS_TOKEN);

  if (METRICS_PORT === undefined) {
    app.get('/metrics', { config: { rateLimit: false } }, async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (!authorised(request.headers.authorization)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ statusCode: 401, error: 'unauthorized', message: 'The metrics need the bearer token set in METRICS_TOKEN.' });
      }
      return reply.type(METRICS_CONTENT_TYPE).send(await render());
    });
    return;
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const answer = (status: number, text: string, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        ...(status === 401 ? { 'www-authenticate': 'Bearer' } : {}),
      });
      response.end(text);
    };
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD'))
      return answer(404, 'Only GET /metrics is served here.\n');
    if (!authorised(request.headers.authorization)) return answer(401, 'The metrics need the bearer token set in METRICS_TOKEN.\n');
    render().then(
      (text) => answer(200, text, METRICS_CONTENT_TYPE),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be read');
        answer(500, 'The metrics could not be read; the server log says why.\n');
      },
    );
  });
  app.addHook('onReady', () => listen(server, METRICS_PORT, METRICS_HOST));
  app.addHook('onClose', () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())));
  app.decorate('metricsServer', server);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]!.trim()), digest(token));
}

/** Figures read when scraped: the outbox, the database connections, the read caches and the process. */
async function scrapeTimeMetrics(app: FastifyInstance): Promise<string[]> {
  const outbox = await readOutboxFigures(app.db);
  const pool = poolUse(app.database);
  const counts = app.readCacheCounts;
  return [
    ...gauge('tradespace_outbox_pending_messages', 'Messages in the outbox waiting to be sent.', [{ value: Number(outbox.pending) }]),
    ...gauge('tradespace_outbox_oldest_pending_age_seconds', 'Age of the oldest message waiting in the outbox (0 when none waits).', [
      { value: Number(outbox.oldest_pending_seconds ?? 0) },
    ]),
    ...gauge('tradespace_outbox_sent_last_hour', 'Messages the outbox sent in the last hour, by channel.', [
      { labels: { channel: 'sms' }, value: Number(outbox.sms_last_hour) },
      { labels: { channel: 'email' }, value: Number(outbox.email_last_hour) },
    ]),
    ...gauge('tradespace_outbox_failed_messages', 'Messages the outbox gave up on.', [{ value: Number(outbox.failed) }]),
    ...gauge('tradespace_db_pool_connections', 'Database connections: open in total, idle, and requests waiting for one.', [
      { labels: { state: 'total' }, value: pool.total },
      { labels: { state: 'idle' }, value: pool.idle },
      { labels: { state: 'waiting' }, value: pool.waiting },
    ]),
    ...counterValue(
      'tradespace_read_cache_hits_total',
      'Reads the in-memory read caches answered without the database.',
      counts?.hits ?? 0,
    ),
    ...counterValue('tradespace_read_cache_misses_total', 'Reads the in-memory read caches sent to the database.', counts?.misses ?? 0),
    ...gauge('process_resident_memory_bytes', 'Resident memory of this process.', [{ value: process.memoryUsage.rss() }]),
    ...gauge('process_uptime_seconds', 'Seconds since this process started.', [{ value: Math.round(process.uptime()) }]),
  ];
}

/** The pg pool's counts on PostgreSQL; the embedded database is one connection, always open. */
function poolUse(handle: DatabaseHandle): { total: number; idle: number; waiting: number } {
  if (handle.kind === 'pglite') return { total: 1, idle: 0, waiting: 0 };
  const pool = (handle.db as unknown as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number } }).$client;
  return { total: pool?.totalCount ?? 0, idle: pool?.idleCount ?? 0, waiting: pool?.waitingCount ?? 0 };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The separate listener of METRICS_PORT (tests read its address); absent otherwise. */
    metricsServer?: Server;
  }
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database', 'read-caches'] });
