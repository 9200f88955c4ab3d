import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countedSteps, drawScheme, stepBit, stepEventKinds, type CountedStep } from '#common/experiment';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';
import type { Executor } from '../db/client';
import { groupedCalls } from '../db/grouped-calls';
import { isProduction } from '../env';
import { randomToken } from '../lib/tokens';
import { createExperimentVisitRepo, type ExperimentVisitRow, type StepMask } from '../repos/experiment-visit-repo';
import type { NewAccountVisit } from '../repos/new-trader-statement';
import { createExperimentWeightsRepo } from '../repos/experiment-weights-repo';

/** The visitor's random key: the experiment's unit before registration (decision 092). */
export const VISITOR_COOKIE = 'tradespace_visitor';
const VISITOR_DAYS = 365;
const KEY_BYTES = 18;
const DRAW_STEPS = 1_000_000;

const maskOf: Record<(typeof stepEventKinds)[keyof typeof stepEventKinds], StepMask> = {
  reached: 'reachedSteps',
  saved: 'savedSteps',
  skipped: 'skippedSteps',
};

declare module 'fastify' {
  interface FastifyInstance {
    experiment: {
      /** The order this page shows: the account's, the visitor's, or a new visitor's draw by the staff's weights. */
      schemeFor: (request: FastifyRequest, reply: FastifyReply) => Promise<OrderingScheme>;
      /** A tracked step event: the step counts once for the visitor, however often it is reloaded. */
      noteStep: (request: FastifyRequest, page: string, event: string) => Promise<void>;
      /**
       * What a new account's visit will be, for the sign-up's one statement to write (decision 097): the
       * browser's own visit if it is no one's yet, or a new one with a drawn order. Null when it could not be read (the
       * bookkeeping never fails a sign-up: the account then gets its visit on its first page).
       */
      prepareNewAccountVisit: (request: FastifyRequest, reply: FastifyReply) => Promise<PreparedNewAccountVisit | null>;
      /** A closed account's visit stops answering to its browser (decision 088). */
      forgetVisitor: (userId: number, tx?: Executor) => Promise<void>;
    };
  }
}

export interface PreparedNewAccountVisit {
  plan: NewAccountVisit;
  /** Once written: the browser keeps the visit's key (`chosenKey`, the statement's answer). */
  complete: (chosenKey: string | null) => void;
}

function isScheme(value: unknown): value is OrderingScheme {
  return typeof value === 'string' && (orderingSchemes as readonly string[]).includes(value);
}

function isCountedStep(page: string): page is CountedStep {
  return (countedSteps as readonly string[]).includes(page);
}

async function experimentPlugin(app: FastifyInstance) {
  const visits = createExperimentVisitRepo(app.db);
  const weights = createExperimentWeightsRepo(app.db);
  const production = isProduction(app.env);
  const cookieOptions = { path: '/', sameSite: 'lax' as const, httpOnly: true, secure: production, maxAge: VISITOR_DAYS * 86400 };

  const remember = (reply: FastifyReply, key: string) => reply.setCookie(VISITOR_COOKIE, key, cookieOptions);

  /** `?scheme=` outside production: a forced order, shown but never counted. */
  function forcedScheme(request: FastifyRequest): OrderingScheme | null {
    const asked = (request.query as Record<string, unknown> | undefined)?.scheme;
    return !production && isScheme(asked) ? asked : null;
  }

  function visitorKey(request: FastifyRequest): string | null {
    const key = request.cookies[VISITOR_COOKIE];
    return key && key.length <= 64 ? key : null;
  }

  // every new visitor and sign-up of one turn reads the weights in force by one statement (decision 098)
  const weightsNow = groupedCalls(
    async (asking: readonly null[]) => {
      const current = await weights.current();
      return asking.map(() => current);
    },
    { maxBatch: 1000 },
  );

  /** A transaction's draw reads in it: on the embedded database the transaction holds the one connection. */
  async function draw(tx?: Executor): Promise<OrderingScheme> {
    const current = tx ? await weights.current(tx) : await weightsNow(null);
    return drawScheme(current, randomInt(DRAW_STEPS) / DRAW_STEPS);
  }

  async function newVisit(
    reply: FastifyReply,
    forced: OrderingScheme | null,
    account?: { userId: number; registeredAt: Date; scheme: OrderingScheme | null },
    tx?: Executor,
  ) {
    const scheme = forced ?? account?.scheme ?? (await draw(tx));
    const visit = await visits.create(
      { visitorKey: randomToken(KEY_BYTES), scheme, forced: forced !== null, userId: account?.userId, registeredAt: account?.registeredAt },
      tx,
    );
    remember(reply, visit.visitorKey);
    return visit;
  }

  /**
   * The account's visit: the visitor's own at registration (their scheme is stored on the account), or a new one
   * for an account from before the experiment or a browser whose visit is another account's.
   */
  async function accountVisit(reply: FastifyReply, userId: number, visit: ExperimentVisitRow | undefined, tx: Executor) {
    // one sign-in of an account at a time decides its visit
    const account = await visits.lockAccount(userId, tx);
    if (!account) return undefined;
    const own = await visits.ofUser(userId, tx);
    if (own) return { visit: own, returning: true };
    const accountScheme = isScheme(account.scheme) ? account.scheme : null;
    if (visit && visit.userId === null && (accountScheme === null || accountScheme === visit.scheme)) {
      if (await visits.link(visit.id, userId, account.createdAt, tx)) {
        if (accountScheme === null) await visits.setAccountScheme(userId, visit.scheme as OrderingScheme, tx);
        return { visit, returning: false };
      }
    }
    const created = await newVisit(reply, null, { userId, registeredAt: account.createdAt, scheme: accountScheme }, tx);
    if (accountScheme === null) await visits.setAccountScheme(userId, created.scheme as OrderingScheme, tx);
    return { visit: created, returning: false };
  }

  /** Never lets the experiment's bookkeeping fail a sign-in or a page: a savepoint inside a caller's transaction. */
  async function quietly<T>(work: (tx: Executor) => Promise<T>, tx?: Executor): Promise<T | undefined> {
    try {
      return await (tx ?? app.db).transaction(work);
    } catch (error) {
      app.log.warn({ err: error }, 'experiment bookkeeping failed');
      return undefined;
    }
  }

  // at every sign-in (a new account's visit is written by its sign-up's one statement): the account keeps its order on every device
  app.sessions.listen({
    async signedIn(request, reply, userId, tx) {
      const key = visitorKey(request);
      await quietly(async (inner) => {
        const visit = key ? await visits.byKey(key, inner) : undefined;
        const found = await accountVisit(reply, userId, visit, inner);
        if (!found) return;
        if (found.returning) {
          // a second device's visit before signing in was this trader's: one visitor, not two
          if (visit && visit.id !== found.visit.id && visit.userId === null) await visits.mergeInto(visit, found.visit, inner);
          await visits.noteReturn(userId, inner);
        }
        if (found.visit.visitorKey !== key) remember(reply, found.visit.visitorKey);
      }, tx);
    },
    async returned(userId) {
      // one statement: no transaction of its own, but never a failed request for it
      await visits.noteReturn(userId).catch((error: unknown) => app.log.warn({ err: error }, 'experiment bookkeeping failed'));
    },
  });

  app.decorate('experiment', {
    async prepareNewAccountVisit(request, reply) {
      const key = visitorKey(request);
      try {
        // the visitor's draw is only needed when their browser brought no visit of its own (no page loaded first)
        const own = key ? await visits.byKey(key) : undefined;
        const ownScheme = own && own.userId === null && isScheme(own.scheme) ? own.scheme : null;
        const fresh = { visitorKey: randomToken(KEY_BYTES), scheme: ownScheme ?? (await draw()) };
        return {
          plan: { visitorKey: ownScheme ? key : null, fresh },
          complete(chosenKey) {
            if (chosenKey !== null && chosenKey !== key) remember(reply, chosenKey);
          },
        };
      } catch (error) {
        app.log.warn({ err: error }, 'experiment bookkeeping failed');
        return null;
      }
    },
    async schemeFor(request, reply) {
      const forced = forcedScheme(request);
      const key = visitorKey(request);
      const visit = key ? await visits.byKey(key) : undefined;
      const userId = request.userId;
      const own =
        userId === null
          ? (visit ?? (await newVisit(reply, forced)))
          : visit?.userId === userId
            ? visit
            : // a session from before the experiment, or cookies cleared while signed in
              ((await quietly(async (tx) => (await accountVisit(reply, userId, visit, tx))?.visit)) ?? visit);
      if (!own) return forced ?? 'original';
      if (own.visitorKey !== key) remember(reply, own.visitorKey);
      if (forced && (own.scheme !== forced || !own.forced)) {
        await visits.force(own.id, forced);
        if (own.userId !== null) await visits.setAccountScheme(own.userId, forced);
      }
      return forced ?? (own.scheme as OrderingScheme);
    },
    async noteStep(request, page, event) {
      const kind = stepEventKinds[event as keyof typeof stepEventKinds];
      if (!kind || !isCountedStep(page)) return;
      const key = visitorKey(request);
      const where = request.userId !== null ? { userId: request.userId } : key ? { visitorKey: key } : null;
      if (where) await visits.markStep(where, maskOf[kind], stepBit(page));
    },
    async forgetVisitor(userId, tx) {
      await visits.forgetVisitor(userId, randomToken(KEY_BYTES), tx);
    },
  });
}

export default fp(experimentPlugin, { name: 'experiment', dependencies: ['database', 'sessions'] });
