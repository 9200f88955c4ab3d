import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIRECTORY_PATH } from '#common/public-pages';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { createThrowawayDatabase } from '#server-test/throwaway-database';
import { signUpPayload } from '#server-test/test-users';
import { startTcpProxy, type TcpProxy } from '#server-test/tcp-proxy';
import { SERVERS_UNAVAILABLE } from '../plugins/error-handler';
import { trade } from './schema/index';
import { openDatabase, type DatabaseHandle } from './client';
import { seedDatabase } from './seed/index';

// decision 074: PostgreSQL restarting mid-load. A proxy between the app and the server drops every
// connection and refuses new ones for OUTAGE_MS; requests meanwhile are 503s with the popup's words, and
// the app serves again on its own once the database is back.
const OUTAGE_MS = 2_000;
const LOAD_BEFORE_MS = 1_500;
const LOAD_AFTER_MS = 5_000;
const CLIENTS = 6;

type Kind = 'sign-up page' | 'sign-up' | 'directory' | 'healthz';
interface Outcome {
  kind: Kind;
  status: number;
  startedAt: number;
  endedAt: number;
  retryAfter: string | undefined;
  /** The reply carries the error popup's words (JSON `message`, or the HTML page's text). */
  popupWords: boolean;
}

let throwaway: { url: string; drop(): Promise<void> };
let proxy: TcpProxy;
let database: DatabaseHandle;
let testApp: TestApp;
let tradeIds: number[];

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL restarting under load', () => {
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(serverUrl ?? '');
    const target = new URL(throwaway.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openDatabase({ databaseUrl: proxy.urlFor(throwaway.url), dataDir: '' });
    await database.migrate();
    await seedDatabase(database.db, { jobs: false });
    testApp = await createTestApp(
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_LIMIT_PER_10_MINUTES: '100000',
        CAPTCHA_AFTER_ATTEMPTS: '100000',
        OUTBOX_POLL_MS: '100',
      },
      { database },
    );
    tradeIds = (await database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2)).map((row) => row.id);
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
    await proxy?.close();
    await throwaway?.drop();
  });

  let signUps = 0;
  const phoneBase = 100_000 + (process.pid % 800_000);

  function nextSignUp() {
    signUps += 1;
    const phone = `07715 ${String(phoneBase + signUps).padStart(6, '0')}`;
    return signUpPayload({ email: `restart.${process.pid}.${signUps}@example.co.uk`, phone, trades: tradeIds });
  }

  async function timed(kind: Kind, send: () => ReturnType<Visitor['get']>): Promise<Outcome> {
    const startedAt = Date.now();
    const reply = await send();
    const retryAfter = reply.headers['retry-after'];
    const popupWords = reply.headers['content-type']?.toString().startsWith('text/html')
      ? reply.body.includes('servers encountered an error with your request')
      : reply.json<{ message?: string }>().message === SERVERS_UNAVAILABLE;
    return { kind, status: reply.statusCode, startedAt, endedAt: Date.now(), retryAfter: retryAfter?.toString(), popupWords };
  }

  /** One browser-like client: a sign-up (page, then the call), the directory and /healthz, round and round. */
  async function client(n: number, until: () => boolean, outcomes: Outcome[]): Promise<void> {
    for (let round = 0; !until(); round += 1) {
      const step = (round + n) % 3;
      if (step === 0) {
        const visitor = new Visitor(testApp.app, `10.12.${n}.${(round % 250) + 1}`);
        const page = await timed('sign-up page', () => visitor.open());
        outcomes.push(page);
        if (page.status === 200) outcomes.push(await timed('sign-up', () => visitor.post('/tradespeople-setup/register', nextSignUp())));
      } else {
        const visitor = new Visitor(testApp.app, `10.13.${n}.1`);
        outcomes.push(
          await timed(step === 1 ? 'directory' : 'healthz', () =>
            visitor.get(step === 1 ? DIRECTORY_PATH : '/healthz', { accept: 'text/html' }),
          ),
        );
      }
    }
  }

  test('answers 503 with the popup words while it is down, then serves again by itself', async () => {
    const outcomes: Outcome[] = [];
    let stopAt = Infinity;
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n, () => Date.now() >= stopAt, outcomes)));

    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_MS));
    const outageStartedAt = Date.now();
    await proxy.outage(OUTAGE_MS);
    const backAt = Date.now();
    stopAt = backAt + LOAD_AFTER_MS;
    await load;

    const failures = outcomes.filter((outcome) => outcome.status !== 200);
    const unavailable = failures.filter((outcome) => outcome.status === 503);
    const serverErrors = outcomes.filter((outcome) => outcome.status >= 500 && outcome.status !== 503);
    const lastFailureAt = Math.max(backAt, ...failures.map((outcome) => outcome.endedAt));
    const slowest = Math.max(...outcomes.map((outcome) => outcome.endedAt - outcome.startedAt));
    const servedAfter = outcomes.filter((outcome) => outcome.startedAt > lastFailureAt);
    console.log(
      `database restart: requests=${outcomes.length} 503s=${unavailable.length} 500s=${serverErrors.length} other_failures=${failures.length - unavailable.length} ` +
        `outage_ms=${backAt - outageStartedAt} recovery_ms=${lastFailureAt - backAt} slowest_ms=${slowest} ok_after_recovery=${servedAfter.length} sign_ups_ok=${outcomes.filter((o) => o.kind === 'sign-up' && o.status === 200).length}`,
    );

    expect(outcomes.length).toBeGreaterThan(100);
    expect(unavailable.length).toBeGreaterThan(0);
    // every failure is a 503 the popup explains and the client may retry: never a 500, never a 4xx
    expect(failures).toEqual(unavailable);
    expect(unavailable.every((outcome) => outcome.popupWords && outcome.retryAfter === '5')).toBe(true);
    // /healthz says the process is alive throughout
    expect(outcomes.filter((outcome) => outcome.kind === 'healthz' && outcome.status !== 200)).toEqual([]);
    expect(slowest).toBeLessThan(6_000);
    // back within a few seconds, and then everything goes through again
    expect(lastFailureAt - backAt).toBeLessThan(3_000);
    expect(servedAfter.length).toBeGreaterThan(20);
    expect(new Set(servedAfter.map((outcome) => outcome.kind))).toEqual(new Set(['sign-up page', 'sign-up', 'directory', 'healthz']));
  });
});
