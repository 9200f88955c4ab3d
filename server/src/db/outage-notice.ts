import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable';

export interface OutageNotice {
  /** A run failed: logged as usual, except a database outage, which is logged once until it ends. */
  failed: (error: unknown) => void;
  /** A run went through: after an outage, one line saying the database is back. */
  succeeded: () => void;
}

/**
 * For a background job that runs every second or minute (the outbox worker, the plan-change sweep):
 * while PostgreSQL restarts each run fails, and a line per run would bury the log. The job carries on
 * with its next run either way (decision 074).
 */
export function createOutageNotice(log: FastifyBaseLogger, job: string): OutageNotice {
  let down = false;
  return {
    failed(error) {
      if (!isDatabaseUnavailable(error)) {
        log.error({ err: error }, `${job} failed`);
        return;
      }
      if (down) return;
      down = true;
      log.error(
        { reason: error instanceof Error ? error.message : String(error) },
        `${job}: database unreachable; retrying until it is back`,
      );
    },
    succeeded() {
      if (!down) return;
      down = false;
      log.info(`${job}: database reachable again`);
    },
  };
}
