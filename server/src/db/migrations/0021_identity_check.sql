-- docs/decisions/137: the identity check, played by Stripe Identity (or its local stand-in), its result only from a
-- signed webhook. No document or selfie image is kept: the session's id, its state and the verified name and date.
CREATE TABLE "identity_check" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"status" text NOT NULL,
	"last_error_code" text,
	"last_error_reason" text,
	"verified_first_name" text,
	"verified_last_name" text,
	"verified_at" timestamp with time zone,
	"event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_check" ADD CONSTRAINT "identity_check_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_check_session_unique" ON "identity_check" USING btree ("session_id");--> statement-breakpoint
CREATE TABLE "stripe_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_identity_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"status" text DEFAULT 'requires_input' NOT NULL,
	"last_error_code" text,
	"verified_first_name" text,
	"verified_last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
