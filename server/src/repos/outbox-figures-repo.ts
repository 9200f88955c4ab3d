import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';

/** The outbox as the metrics show it when scraped. */
export interface OutboxFigures {
  pending: number;
  oldest_pending_seconds: number | null;
  sms_last_hour: number;
  email_last_hour: number;
  failed: number;
}

/** Messages waiting, the age of the oldest, those sent in the last hour by channel, and those given up on. */
export async function readOutboxFigures(db: Executor): Promise<OutboxFigures> {
  const result = await db.execute(sql`
    select
      count(*) filter (where status = 'pending')::int as pending,
      extract(epoch from now() - min(created_at) filter (where status = 'pending'))::float8 as oldest_pending_seconds,
      count(*) filter (where status = 'sent' and channel = 'sms' and sent_at > now() - interval '1 hour')::int as sms_last_hour,
      count(*) filter (where status = 'sent' and channel = 'email' and sent_at > now() - interval '1 hour')::int as email_last_hour,
      count(*) filter (where status = 'failed')::int as failed
    from outbox_message`);
  return rowsOf<OutboxFigures>(result)[0]!;
}
