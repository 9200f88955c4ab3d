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
CREATE TABLE "trade_area_cover" (
	"user_id" integer NOT NULL,
	"trade_id" integer NOT NULL,
	"position" integer NOT NULL,
	"outcode" text NOT NULL,
	"radius_miles" integer NOT NULL,
	CONSTRAINT "trade_area_cover_user_id_trade_id_position_pk" PRIMARY KEY("user_id","trade_id","position")
);
--> statement-breakpoint
ALTER TABLE "trade_area_base" ADD CONSTRAINT "trade_area_base_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_area_base" ADD CONSTRAINT "trade_area_base_trade_id_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_area_cover" ADD CONSTRAINT "trade_area_cover_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_area_cover" ADD CONSTRAINT "trade_area_cover_trade_id_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_area_cover_trade_outcode_idx" ON "trade_area_cover" USING btree ("trade_id","outcode","radius_miles","user_id");--> statement-breakpoint
-- docs/decisions/087: the areas in force, kept by the database: a trade's saved bases, else its default base
CREATE FUNCTION "trade_area_cover_refresh"(for_user integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- one refresh per trader at a time (the trade save locks the same row): a parallel one then sees this one's rows
  PERFORM 1 FROM "user" WHERE "id" = for_user FOR UPDATE;
  DELETE FROM "trade_area_cover" WHERE "user_id" = for_user;
  INSERT INTO "trade_area_cover" ("user_id", "trade_id", "position", "outcode", "radius_miles")
  SELECT b."user_id", b."trade_id", b."position", b."outcode", b."radius_miles"
  FROM "trade_area_base" b JOIN "user_trade" ut ON ut."user_id" = b."user_id" AND ut."trade_id" = b."trade_id"
  WHERE b."user_id" = for_user;
  INSERT INTO "trade_area_cover" ("user_id", "trade_id", "position", "outcode", "radius_miles")
  SELECT ut."user_id", ut."trade_id", 0, split_part(u."postcode", ' ', 1), least(50, greatest(1, coalesce(u."custom_radius", 10)))
  FROM "user_trade" ut JOIN "user" u ON u."id" = ut."user_id"
  WHERE ut."user_id" = for_user AND coalesce(u."postcode", '') <> ''
    AND NOT EXISTS (SELECT 1 FROM "trade_area_base" b WHERE b."user_id" = ut."user_id" AND b."trade_id" = ut."trade_id");
END $$;--> statement-breakpoint
CREATE FUNCTION "trade_area_cover_from_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "trade_area_cover_refresh"(OLD."user_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id") THEN PERFORM "trade_area_cover_refresh"(NEW."user_id"); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "trade_area_cover_from_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "trade_area_cover_refresh"(NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trade_area_cover_trades" AFTER INSERT OR UPDATE OR DELETE ON "user_trade" FOR EACH ROW EXECUTE FUNCTION "trade_area_cover_from_rows"();--> statement-breakpoint
CREATE TRIGGER "trade_area_cover_bases" AFTER INSERT OR UPDATE OR DELETE ON "trade_area_base" FOR EACH ROW EXECUTE FUNCTION "trade_area_cover_from_rows"();--> statement-breakpoint
CREATE TRIGGER "trade_area_cover_user" AFTER UPDATE OF "postcode", "custom_radius" ON "user" FOR EACH ROW
  WHEN (OLD."postcode" IS DISTINCT FROM NEW."postcode" OR OLD."custom_radius" IS DISTINCT FROM NEW."custom_radius")
  EXECUTE FUNCTION "trade_area_cover_from_user"();--> statement-breakpoint
INSERT INTO "trade_area_cover" ("user_id", "trade_id", "position", "outcode", "radius_miles")
SELECT ut."user_id", ut."trade_id", 0, split_part(u."postcode", ' ', 1), least(50, greatest(1, coalesce(u."custom_radius", 10)))
FROM "user_trade" ut JOIN "user" u ON u."id" = ut."user_id"
WHERE coalesce(u."postcode", '') <> '';
