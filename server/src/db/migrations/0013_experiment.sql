-- The setup-order experiment (issue 24, docs/decisions/092): visitors and their schemes, the weights staff set, and the account's scheme.
CREATE TABLE "experiment_visit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_key" text NOT NULL,
	"scheme" text NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"simulated_outcomes" integer DEFAULT 0 NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"registered_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"reached_steps" integer DEFAULT 0 NOT NULL,
	"saved_steps" integer DEFAULT 0 NOT NULL,
	"skipped_steps" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_weights" (
	"id" serial PRIMARY KEY NOT NULL,
	"original" integer NOT NULL,
	"reordered_v1412" integer NOT NULL,
	"reordered_v1612" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ordering_scheme" text;--> statement-breakpoint
ALTER TABLE "experiment_visit" ADD CONSTRAINT "experiment_visit_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_weights" ADD CONSTRAINT "experiment_weights_staff_id_staff_member_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_visit_key_unique" ON "experiment_visit" USING btree ("visitor_key");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_visit_user_unique" ON "experiment_visit" USING btree ("user_id") WHERE "experiment_visit"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "experiment_visit_assigned_idx" ON "experiment_visit" USING btree ("assigned_at");