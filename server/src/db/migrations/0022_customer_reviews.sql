-- docs/decisions/139: traders invite past customers by e-mail; a review comes only through an invitation's
-- single-use link (stored as its SHA-256), waits for staff, and reaches the public once published.
CREATE TABLE "review_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"job_month" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_email" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reject_note" text,
	"decided_at" timestamp with time zone,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_review_decision" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_invitation" ADD CONSTRAINT "review_invitation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_review" ADD CONSTRAINT "customer_review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_review" ADD CONSTRAINT "customer_review_invitation_id_review_invitation_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."review_invitation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_review_decision" ADD CONSTRAINT "customer_review_decision_staff_id_staff_member_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_review_decision" ADD CONSTRAINT "customer_review_decision_review_id_customer_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."customer_review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitation_token_unique" ON "review_invitation" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_invitation_user_created_idx" ON "review_invitation" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "review_invitation_email_idx" ON "review_invitation" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_review_invitation_unique" ON "customer_review" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "customer_review_user_status_idx" ON "customer_review" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "customer_review_status_created_idx" ON "customer_review" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "customer_review_decision_created_idx" ON "customer_review_decision" USING btree ("created_at");
