-- docs/decisions/101: a phone number belongs to the account that proved it. The one-account-per-phone rule moves from
-- every number on file to verified numbers only: the new index is a subset of the old one (every verified number of a
-- live account was unique already), so every verified number stays as it is and no row needs a fix.
CREATE UNIQUE INDEX "user_phone_verified_unique" ON "user" USING btree ("phone_number")
  WHERE "phone_number" IS NOT NULL AND "phone_verified_at" IS NOT NULL AND NOT "phone_shared_legacy";--> statement-breakpoint
DROP INDEX "user_phone_live_unique";--> statement-breakpoint
-- a number this account typed but another account verified first: the verify-phone step asks for the trader's own
ALTER TABLE "user" ADD COLUMN "phone_released_number" text;--> statement-breakpoint
-- docs/decisions/102: an SMS sign-in request is named by a random token (128 bits), never by its row number
ALTER TABLE "sms_login" ADD COLUMN "token" text;--> statement-breakpoint
UPDATE "sms_login" SET "token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "sms_login" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_login_token_unique" ON "sms_login" USING btree ("token");--> statement-breakpoint
-- a phone verification code is checked only in the session that asked for it
ALTER TABLE "phone_verification" ADD COLUMN "session_id" text;
