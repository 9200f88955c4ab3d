import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable';
import { createOutageNotice } from './outage-notice';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

test('a refused, lost or shutting-down connection is an outage, wrapped by drizzle or not', () => {
  expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  const drizzle = new Error('Failed query: begin\nparams: ', { cause: new Error('Connection terminated unexpectedly') });
  expect(isDatabaseUnavailable(drizzle)).toBe(true);
  expect(isDatabaseUnavailable(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]))).toBe(true);
});

test('a query that is wrong is not an outage: it stays a 500', () => {
  expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
  expect(isDatabaseUnavailable(withCode('relation "x" does not exist', '42P01'))).toBe(false);
  expect(isDatabaseUnavailable(new Error('Failed query: select', { cause: withCode('syntax error', '42601') }))).toBe(false);
  expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  expect(isDatabaseUnavailable(undefined)).toBe(false);
});

function recordingLog() {
  const lines: string[] = [];
  const log = {
    error: (_: unknown, message: string) => lines.push(`error ${message}`),
    info: (message: string) => lines.push(`info ${message}`),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

test('a job failing every second through an outage logs it once, then once when it is back', () => {
  const { log, lines } = recordingLog();
  const notice = createOutageNotice(log, 'outbox run');
  notice.succeeded();
  for (let run = 0; run < 30; run += 1) notice.failed(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
  notice.succeeded();
  notice.succeeded();
  expect(lines).toEqual(['error outbox run: database unreachable; retrying until it is back', 'info outbox run: database reachable again']);
});

test('other failures of a job are logged every time', () => {
  const { log, lines } = recordingLog();
  const notice = createOutageNotice(log, 'plan change sweep');
  notice.failed(new Error('card provider said no'));
  notice.failed(new Error('card provider said no'));
  expect(lines).toEqual(['error plan change sweep failed', 'error plan change sweep failed']);
});
