-- docs/decisions/113: an e-mail address belongs to whoever proves it. The reader of an address may take it back
-- from an account that never confirmed it: the account keeps its rows but no longer holds the address, so the
-- one-account-per-address rule covers only addresses not given back (a subset of the old index: no row needs a fix).
ALTER TABLE "user" ADD COLUMN "email_released_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "user_email_held_unique" ON "user" USING btree ("email") WHERE "email_released_at" IS NULL;--> statement-breakpoint
DROP INDEX "user_email_unique";--> statement-breakpoint
-- a link e-mailed to an unconfirmed account's address carries a second one: "This is not my account"
ALTER TABLE "login_link" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;
