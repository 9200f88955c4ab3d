CREATE TABLE "account_close_check" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"method" text NOT NULL,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_closure" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kept" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_close_check" ADD CONSTRAINT "account_close_check_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_close_check_user_created_idx" ON "account_close_check" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_closure_user_unique" ON "account_closure" USING btree ("user_id");