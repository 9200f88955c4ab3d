CREATE TABLE "user_popup" (
	"user_id" integer NOT NULL,
	"popup" text NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_popup_user_id_popup_pk" PRIMARY KEY("user_id","popup")
);
--> statement-breakpoint
ALTER TABLE "user_popup" ADD CONSTRAINT "user_popup_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;