// One burst of sign-ups against a running server, and the machine's argon2id hash rate, for bench/signups.bench.ts.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { EMAIL_TAKEN } from '../common/contract/calls/registration';
import { hashPassword } from '../server/src/lib/passwords';
import type { BenchVisitor } from './bench-seed';
import { postJson } from './post-json';

export interface SignupReply {
  status: number;
  ms: number;
  emailTaken: boolean;
}

/** Which e-mails and phone numbers a burst uses, so no two bursts of a run meet in one database. */
export interface BurstNumbers {
  /** The e-mails' domain: the burst's e-mails are `trader-<n>@<domain>`, n below `emails`. */
  domain: string;
  /** The first request's number: its phone number and names. */
  firstIndex: number;
  /** Different e-mails in the burst: a request past them sends one of them again (from another visit). */
  emails: number;
}

/** The burst's replies and how long it took from the first request sent to the last reply. */
export interface BurstResult {
  replies: SignupReply[];
  wallSeconds: number;
}

async function signUp(origin: string, visitor: BenchVisitor, index: number, email: string, tradeId: number): Promise<SignupReply> {
  const started = performance.now();
  const response = await postJson(`${origin}/tradespeople-setup/register`, {
    headers: {
      accept: 'application/json',
      cookie: visitor.cookie,
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': visitor.csrfToken,
    },
    body: {
      first_name: 'Bench',
      last_name: `Trader ${index}`,
      email_address: email,
      phone_number: `07712 ${String(800_000 + index).padStart(6, '0')}`,
      business_name: `Bench Builders ${index}`,
      password: `Quiet-Harbour-${index}-Lantern`,
      terms: true,
      privacy: true,
      postcode: 'M1 1AE',
      trades: [tradeId],
    },
  });
  const body = response.body as { errors?: Record<string, string[]> };
  return { status: response.status, ms: performance.now() - started, emailTaken: body.errors?.email_address?.[0] === EMAIL_TAKEN };
}

/** Every visitor signs up at once, each with the next number; the ones past `emails` repeat an e-mail. */
export async function sendBurst(
  origin: string,
  visitors: readonly BenchVisitor[],
  numbers: BurstNumbers,
  tradeIds: readonly number[],
): Promise<BurstResult> {
  const started = performance.now();
  const replies = await Promise.all(
    visitors.map((visitor, position) => {
      const email = `trader-${position % numbers.emails}@${numbers.domain}`;
      return signUp(origin, visitor, numbers.firstIndex + position, email, tradeIds[position % 20] ?? tradeIds[0] ?? 1);
    }),
  );
  return { replies, wallSeconds: (performance.now() - started) / 1000 };
}

/** One hash's time, alone (the median of five is reported). */
export async function oneHashMs(seed: number): Promise<number> {
  const started = performance.now();
  await hashPassword(`Quiet-Harbour-${seed}-Lantern`);
  return performance.now() - started;
}

/** Hashes a second on every core: as many at once as the libuv pool takes, for about three seconds. */
export async function hashesPerSecond(): Promise<number> {
  const inFlight = Math.max(4, availableParallelism() * 2);
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async (_, lane) => {
      while (performance.now() - started < 3_000) {
        await hashPassword(`Quiet-Harbour-${lane}-${done}-Lantern`);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}
