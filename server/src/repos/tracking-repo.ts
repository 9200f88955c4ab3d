import type { Executor } from '../db/client';
import { trackingEvent } from '../db/schema/index';

export function createTrackingRepo(db: Executor) {
  return {
    async record(row: typeof trackingEvent.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(trackingEvent).values(row);
    },
  };
}
