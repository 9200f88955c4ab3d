-- docs/decisions/135: a public liability insurance certificate is a verification request of its own kind, with its
-- policy's details; docs/decisions/136: its reminders are claimed once each in the row, its expiry found by date.
ALTER TABLE "verification_request" ADD COLUMN "insurer" text;--> statement-breakpoint
ALTER TABLE "verification_request" ADD COLUMN "policy_number" text;--> statement-breakpoint
ALTER TABLE "verification_request" ADD COLUMN "cover" integer;--> statement-breakpoint
ALTER TABLE "verification_request" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "verification_request" ADD COLUMN "reminded_30_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_request" ADD COLUMN "reminded_7_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "verification_request_expiry_idx" ON "verification_request" USING btree ("kind","status","expires_on");
