CREATE TABLE "rate_counter" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counter_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "staff_alert" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_shared_legacy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_counter_expires_idx" ON "rate_counter" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_alert_dedupe_unique" ON "staff_alert" USING btree ("dedupe_key");--> statement-breakpoint
-- Accounts that already share a phone with an older account are kept and flagged, never dropped:
-- the oldest keeps the number's unique slot, the others keep working (the SMS sign-in lists them all),
-- and staff are told which accounts they are, as a row in /admin and a warning in the database log.
UPDATE "user" AS later SET "phone_shared_legacy" = true
WHERE later."phone_number" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "user" AS older WHERE older."phone_number" = later."phone_number" AND older."id" < later."id");--> statement-breakpoint
INSERT INTO "staff_alert" ("kind", "message", "dedupe_key")
SELECT 'phone-duplicates',
       count(*) || ' account(s) shared a phone number with an older account when phone numbers became unique (account ids: '
         || string_agg("id"::text, ', ' ORDER BY "id") || '). They keep working; no new account can share a number.',
       'phone-duplicates:migration-0007'
FROM "user" WHERE "phone_shared_legacy"
HAVING count(*) > 0
ON CONFLICT ("dedupe_key") DO NOTHING;--> statement-breakpoint
DO $$
DECLARE shared integer;
BEGIN
  SELECT count(*) INTO shared FROM "user" WHERE "phone_shared_legacy";
  IF shared > 0 THEN
    RAISE WARNING 'migration 0007: % account(s) share a phone number with an older account; listed in staff_alert', shared;
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "user_phone_live_unique" ON "user" USING btree ("phone_number") WHERE "user"."phone_number" is not null and not "user"."phone_shared_legacy";