CREATE TABLE "trade_area_base" (
	"user_id" integer NOT NULL,
	"trade_id" integer NOT NULL,
	"position" integer NOT NULL,
	"postcode" text NOT NULL,
	"outcode" text NOT NULL,
	"radius_miles" integer NOT NULL,
	CONSTRAINT "trade_area_base_user_id_trade_id_position_pk" PRIMARY KEY("user_id","trade_id","position")
);
--> statement-breakpoint
ALTER TABLE "trade_area_base" ADD CONSTRAINT "trade_area_base_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_area_base" ADD CONSTRAINT "trade_area_base_trade_id_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_area_base_trade_outcode_idx" ON "trade_area_base" USING btree ("trade_id","outcode");--> statement-breakpoint
CREATE INDEX "user_trade_trade_idx" ON "user_trade" USING btree ("trade_id");