ALTER TABLE "quote_request" ADD COLUMN "after_pause_until" date;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "trial_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "paused_until" date;--> statement-breakpoint
CREATE INDEX "subscription_trial_notice_due_idx" ON "subscription" USING btree ("trial_ends_at") WHERE "subscription"."status" = 'trialing' and "subscription"."trial_notice_sent_at" is null;