import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { countedSteps, drawScheme, stepBit, stepEventKinds, type CountedStep } from '#common/experiment';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';
import type { Database, Executor } from '../db/client';
import { groupedCalls } from '../db/grouped-calls';
import { randomToken } from '../lib/tokens';
import { createExperimentVisitRepo, type ExperimentVisitRow, type StepMask } from '../repos/experiment-visit-repo';
import { createExperimentWeightsRepo } from '../repos/experiment-weights-repo';
import type { NewAccountVisit } from '../repos/new-trader-statement';
import type { VisitorBrowser } from './visitor-cookie';

const KEY_BYTES = 18;
const DRAW_STEPS = 1_000_000;

const maskOf: Record<(typeof stepEventKinds)[keyof typeof stepEventKinds], StepMask> = {
  reached: 'reachedSteps',
  saved: 'savedSteps',
  skipped: 'skippedSteps',
};

/** A new account's visit, planned before the sign-up's one statement and completed once it is written. */
export interface PreparedNewAccountVisit {
  plan: NewAccountVisit;
  /** Once written: the browser keeps the visit's key (`chosenKey`, the statement's answer). */
  complete: (chosenKey: string | null) => void;
}

export function isScheme(value: unknown): value is OrderingScheme {
  return typeof value === 'string' && (orderingSchemes as readonly string[]).includes(value);
}

function isCountedStep(page: string): page is CountedStep {
  return (countedSteps as readonly string[]).includes(page);
}

/**
 * Which order of the setup steps each visitor and account sees, and what they did on it (decisions 092 and 098):
 * a visitor's draw by the staff's weights, kept by the account at registration and on every device it signs in on.
 */
export function createExperimentAssignment(db: Database, log: FastifyBaseLogger) {
  const visits = createExperimentVisitRepo(db);
  const weights = createExperimentWeightsRepo(db);

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
    browser: VisitorBrowser,
    forced: OrderingScheme | null,
    account?: { userId: number; registeredAt: Date; scheme: OrderingScheme | null },
    tx?: Executor,
  ) {
    const scheme = forced ?? account?.scheme ?? (await draw(tx));
    const visit = await visits.create(
      { visitorKey: randomToken(KEY_BYTES), scheme, forced: forced !== null, userId: account?.userId, registeredAt: account?.registeredAt },
      tx,
    );
    browser.remember(visit.visitorKey);
    return visit;
  }

  /** The visitor's own visit becomes the account's if no one has it and its order is the account's. */
  async function linkIfFree(
    visit: ExperimentVisitRow,
    userId: number,
    account: { scheme: OrderingScheme | null; createdAt: Date },
    tx: Executor,
  ) {
    if (visit.userId !== null || (account.scheme !== null && account.scheme !== visit.scheme)) return false;
    if (!(await visits.link(visit.id, userId, account.createdAt, tx))) return false;
    if (account.scheme === null) await visits.setAccountScheme(userId, visit.scheme as OrderingScheme, tx);
    return true;
  }

  /**
   * The account's visit: the visitor's own at registration (their scheme is stored on the account), or a new one
   * for an account from before the experiment or a browser whose visit is another account's.
   */
  async function accountVisit(browser: VisitorBrowser, userId: number, visit: ExperimentVisitRow | undefined, tx: Executor) {
    // one sign-in of an account at a time decides its visit
    const locked = await visits.lockAccount(userId, tx);
    if (!locked) return undefined;
    const own = await visits.ofUser(userId, tx);
    if (own) return { visit: own, returning: true };
    const account = { scheme: isScheme(locked.scheme) ? locked.scheme : null, createdAt: locked.createdAt };
    if (visit && (await linkIfFree(visit, userId, account, tx))) return { visit, returning: false };
    const created = await newVisit(browser, null, { userId, registeredAt: account.createdAt, scheme: account.scheme }, tx);
    if (account.scheme === null) await visits.setAccountScheme(userId, created.scheme as OrderingScheme, tx);
    return { visit: created, returning: false };
  }

  /** Never lets the experiment's bookkeeping fail a sign-in or a page: a savepoint inside a caller's transaction. */
  async function quietly<T>(work: (tx: Executor) => Promise<T>, tx?: Executor): Promise<T | undefined> {
    try {
      return await (tx ?? db).transaction(work);
    } catch (error) {
      log.warn({ err: error }, 'experiment bookkeeping failed');
      return undefined;
    }
  }

  /** The visit this page counts for: the visitor's, a new one, or the signed-in account's. */
  async function visitOf(browser: VisitorBrowser, userId: number | null, forced: OrderingScheme | null) {
    const visit = browser.key ? await visits.byKey(browser.key) : undefined;
    if (userId === null) return visit ?? (await newVisit(browser, forced));
    if (visit?.userId === userId) return visit;
    // a session from before the experiment, or cookies cleared while signed in
    return (await quietly(async (tx) => (await accountVisit(browser, userId, visit, tx))?.visit)) ?? visit;
  }

  return {
    /** The order this page shows: the account's, the visitor's, or a new visitor's draw; `forced` is shown, never counted. */
    async schemeFor(browser: VisitorBrowser, userId: number | null, forced: OrderingScheme | null): Promise<OrderingScheme> {
      const own = await visitOf(browser, userId, forced);
      if (!own) return forced ?? 'original';
      if (own.visitorKey !== browser.key) browser.remember(own.visitorKey);
      if (forced && (own.scheme !== forced || !own.forced)) {
        await visits.force(own.id, forced);
        if (own.userId !== null) await visits.setAccountScheme(own.userId, forced);
      }
      return forced ?? (own.scheme as OrderingScheme);
    },

    /** At every sign-in (a new account's visit is written by its sign-up's one statement): one order on every device. */
    async signedIn(browser: VisitorBrowser, userId: number, tx?: Executor): Promise<void> {
      await quietly(async (inner) => {
        const visit = browser.key ? await visits.byKey(browser.key, inner) : undefined;
        const found = await accountVisit(browser, userId, visit, inner);
        if (!found) return;
        if (found.returning) {
          // a second device's visit before signing in was this trader's: one visitor, not two
          if (visit && visit.id !== found.visit.id && visit.userId === null) await visits.mergeInto(visit, found.visit, inner);
          await visits.noteReturn(userId, inner);
        }
        if (found.visit.visitorKey !== browser.key) browser.remember(found.visit.visitorKey);
      }, tx);
    },

    /** A trader back after an hour away: one statement, no transaction of its own, never a failed request for it. */
    async returned(userId: number): Promise<void> {
      await visits.noteReturn(userId).catch((error: unknown) => log.warn({ err: error }, 'experiment bookkeeping failed'));
    },

    /**
     * What a new account's visit will be, for the sign-up's one statement to write (decision 097): the browser's own
     * visit if it is no one's yet, or a new one with a drawn order. Null when it could not be read (the bookkeeping
     * never fails a sign-up: the account then gets its visit on its first page). Nothing is written here.
     */
    async prepareNewAccountVisit(browser: VisitorBrowser): Promise<PreparedNewAccountVisit | null> {
      try {
        // the visitor's draw is only needed when their browser brought no visit of its own (no page loaded first)
        const own = browser.key ? await visits.byKey(browser.key) : undefined;
        const ownScheme = own && own.userId === null && isScheme(own.scheme) ? own.scheme : null;
        const fresh = { visitorKey: randomToken(KEY_BYTES), scheme: ownScheme ?? (await draw()) };
        return {
          plan: { visitorKey: ownScheme ? browser.key : null, fresh },
          complete(chosenKey) {
            if (chosenKey !== null && chosenKey !== browser.key) browser.remember(chosenKey);
          },
        };
      } catch (error) {
        log.warn({ err: error }, 'experiment bookkeeping failed');
        return null;
      }
    },

    /** A tracked step event: the step counts once for the visitor, however often it is reloaded. */
    async noteStep(visitorKey: string | null, userId: number | null, page: string, event: string): Promise<void> {
      const kind = stepEventKinds[event as keyof typeof stepEventKinds];
      if (!kind || !isCountedStep(page)) return;
      const where = userId !== null ? { userId } : visitorKey ? { visitorKey } : null;
      if (where) await visits.markStep(where, maskOf[kind], stepBit(page));
    },

    /** A closed account's visit stops answering to its browser (decision 088). */
    async forgetVisitor(userId: number, tx?: Executor): Promise<void> {
      await visits.forgetVisitor(userId, randomToken(KEY_BYTES), tx);
    },
  };
}

export type ExperimentAssignment = ReturnType<typeof createExperimentAssignment>;
