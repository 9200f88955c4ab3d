CREATE TABLE "local_card" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"billing" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_card_token" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_method_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_setup_intent" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text,
	"error" jsonb,
	"challenge_id" text,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_setup_intent_challenge_id_unique" UNIQUE("challenge_id")
);
--> statement-breakpoint
CREATE TABLE "message_delivery" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"outbox_id" integer,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_attempt" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "idempotency_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "register_attempt" ADD CONSTRAINT "register_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_setup_intent_created_idx" ON "local_setup_intent" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "outbox_message" ADD CONSTRAINT "outbox_message_idempotency_key_unique" UNIQUE("idempotency_key");