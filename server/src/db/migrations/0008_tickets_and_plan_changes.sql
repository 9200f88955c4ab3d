CREATE TABLE "support_ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"last_error" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "scheduled_plan_id" integer;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "scheduled_payg" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "scheduled_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_ticket" ADD CONSTRAINT "support_ticket_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_ticket_reference_unique" ON "support_ticket" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "support_ticket_status_created_idx" ON "support_ticket" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_scheduled_plan_id_membership_plan_id_fk" FOREIGN KEY ("scheduled_plan_id") REFERENCES "public"."membership_plan"("id") ON DELETE no action ON UPDATE no action;