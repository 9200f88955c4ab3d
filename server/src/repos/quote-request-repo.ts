import type { Executor } from '../db/client';
import { job, quoteRequest } from '../db/schema/index';

export interface NewQuoteRequest {
  traderId: number;
  tradeId: number;
  name: string;
  email: string;
  phone: string;
  /** Normalised ("M1 1AE"), in a district we know. */
  postcode: string;
  outcode: string;
  latitude: number;
  longitude: number;
  description: string;
  /** Sent while the trader is away: their first day back, when the request is for (decision 089). */
  afterPauseUntil?: string | null;
}

/** A homeowner's quote request and the job it raises (what the jobs estimate counts). */
export function createQuoteRequestRepo(db: Executor) {
  return {
    /** Both rows or neither: pass the request's transaction. */
    async insertWithJob(request: NewQuoteRequest, tx: Executor = db): Promise<{ id: number; jobId: number }> {
      const [created] = await tx
        .insert(job)
        .values({
          tradeId: request.tradeId,
          outcode: request.outcode,
          postcode: request.postcode,
          latitude: request.latitude,
          longitude: request.longitude,
          source: 'quote',
        })
        .returning({ id: job.id });
      if (!created) throw new Error('The job insert returned no row');
      const [row] = await tx
        .insert(quoteRequest)
        .values({
          traderId: request.traderId,
          jobId: created.id,
          name: request.name,
          email: request.email,
          phone: request.phone,
          postcode: request.postcode,
          description: request.description,
          afterPauseUntil: request.afterPauseUntil ?? null,
        })
        .returning({ id: quoteRequest.id });
      if (!row) throw new Error('The quote request insert returned no row');
      return { id: row.id, jobId: created.id };
    },
  };
}
