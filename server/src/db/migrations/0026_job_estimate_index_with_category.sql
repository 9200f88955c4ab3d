-- decision 150: the jobs estimate counts each category (decision 116); the index carries the category too, so the
-- count reads the index alone again instead of visiting one table block per job counted
CREATE INDEX IF NOT EXISTS "job_trade_outcode_created_category_idx" ON "job" USING btree ("trade_id","outcode","created_at","category_id");--> statement-breakpoint
DROP INDEX IF EXISTS "job_trade_outcode_created_idx";
