CREATE TABLE "card_setup" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"unique_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_intent_id" text NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"pings" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"credits" integer NOT NULL,
	"categories" integer NOT NULL,
	"cost_pence" integer NOT NULL,
	"most_popular" boolean DEFAULT false NOT NULL,
	"promotion_type" text,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"name_on_card" text NOT NULL,
	"line_1" text NOT NULL,
	"line_2" text,
	"postal_town" text NOT NULL,
	"county" text,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_setup" ADD CONSTRAINT "card_setup_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_plan_id_membership_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_setup_user_idx" ON "card_setup" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_plan_slug_unique" ON "membership_plan" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "payment_method_user_idx" ON "payment_method" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_one_primary" ON "payment_method" USING btree ("user_id") WHERE "payment_method"."primary";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_provider_unique" ON "payment_method" USING btree ("provider","provider_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_one_live_per_user" ON "subscription" USING btree ("user_id") WHERE "subscription"."status" in ('trialing', 'active');