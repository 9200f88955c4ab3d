-- docs/decisions/133: a limited company's or LLP's number checked against the company register, kept current by a sweep.
CREATE TABLE "company_check" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_number" text NOT NULL,
	"status" text NOT NULL,
	"company_name" text,
	"date_of_creation" date,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_check_status_known" CHECK ("company_check"."status" in ('active', 'dissolved', 'not_found', 'not_checked'))
);
--> statement-breakpoint
ALTER TABLE "company_check" ADD CONSTRAINT "company_check_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_check_next_idx" ON "company_check" USING btree ("next_check_at");--> statement-breakpoint
CREATE TABLE "company_register_reply" (
	"company_number" text PRIMARY KEY NOT NULL,
	"found" boolean NOT NULL,
	"company_name" text,
	"company_status" text,
	"date_of_creation" date,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- numbers saved before the check existed wait for the sweep's first look
INSERT INTO "company_check" ("user_id", "company_number", "status", "next_check_at")
SELECT "user_id", "company_number", 'not_checked', now() FROM "company"
WHERE "company_number" IS NOT NULL AND "business_type" IN (2, 4);
