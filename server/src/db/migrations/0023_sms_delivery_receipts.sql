-- docs/decisions/142: a text-message provider that reports back. The outbox row keeps the provider's id for the
-- message and the last delivery status its callbacks reported, with Twilio's error code when it failed; the rank
-- orders the statuses, so a replayed or late callback never moves a row back.
ALTER TABLE "outbox_message" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "delivery_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "delivery_error_code" integer;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "delivery_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_delivery_failed_idx" ON "outbox_message" USING btree ("delivery_updated_at") WHERE "delivery_status" IN ('undelivered', 'failed');--> statement-breakpoint
-- a number a text could not reach (unreachable, unknown, a landline, not a mobile): nothing more is texted to it
-- until someone types it again as their number
CREATE TABLE "undeliverable_phone" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"error_code" integer NOT NULL,
	"outbox_id" integer,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- the local stand-in for Twilio's Messages API (routes/local-twilio): what it was asked to send and what it answered
CREATE TABLE "local_twilio_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"sid" text,
	"to_number" text NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"error_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_twilio_message_sid_unique" UNIQUE("sid")
);
--> statement-breakpoint
CREATE INDEX "local_twilio_message_to_idx" ON "local_twilio_message" USING btree ("to_number","id");
