ALTER TABLE "trade_area_cover" ADD COLUMN "live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_area_cover" ADD COLUMN "paused_until" date;--> statement-breakpoint
DROP INDEX "trade_area_cover_trade_outcode_idx";--> statement-breakpoint
-- docs/decisions/093: the going-live rule of decision 064 (server/src/repos/going-live-rule.ts) less its trades item,
-- which a row of trade_area_cover already answers; a test compares the two for every trader it makes
CREATE FUNCTION "trader_is_live"(for_user integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT c."published_at" IS NOT NULL AND u."phone_verified_at" IS NOT NULL
      AND coalesce(char_length(c."description"), 0) >= 50
      AND EXISTS (SELECT 1 FROM "address" a WHERE a."user_id" = u."id" AND a."kind" = 'business')
    FROM "user" u JOIN "company" c ON c."user_id" = u."id"
    WHERE u."id" = for_user), false)
$$;--> statement-breakpoint
-- every row written by trade_area_cover_refresh (migration 0010) comes with the live state of its trader
CREATE FUNCTION "trade_area_cover_live_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."live" := "trader_is_live"(NEW."user_id");
  NEW."paused_until" := (SELECT u."paused_until" FROM "user" u WHERE u."id" = NEW."user_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "trade_area_cover_live_refresh"(for_user integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- as trade_area_cover_refresh: one writer per trader at a time, so two parallel writes to different tables of the
  -- rule cannot each read the other's old row and leave a stale state (the second reads after the first commits)
  PERFORM 1 FROM "user" WHERE "id" = for_user FOR NO KEY UPDATE;
  UPDATE "trade_area_cover" c SET "live" = s."live", "paused_until" = s."paused_until"
  FROM (SELECT "trader_is_live"(for_user) AS "live", (SELECT u."paused_until" FROM "user" u WHERE u."id" = for_user) AS "paused_until") s
  -- rows left as they are stay all-visible: the directory's index-only scan needs no heap visit for them
  WHERE c."user_id" = for_user AND (c."live", c."paused_until") IS DISTINCT FROM (s."live", s."paused_until");
END $$;--> statement-breakpoint
-- the trader of the row written, before and after (one refresh when both are the same): the column named by the
-- trigger's argument, `user_id` on company and address, `id` on user
CREATE FUNCTION "trade_area_cover_live_from_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  trader integer;
BEGIN
  FOR trader IN SELECT DISTINCT (written ->> TG_ARGV[0])::integer FROM unnest(ARRAY[to_jsonb(OLD), to_jsonb(NEW)]) AS written
    WHERE written IS NOT NULL
  LOOP
    PERFORM "trade_area_cover_live_refresh"(trader);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trade_area_cover_live_on_insert" BEFORE INSERT ON "trade_area_cover" FOR EACH ROW EXECUTE FUNCTION "trade_area_cover_live_on_insert"();--> statement-breakpoint
CREATE TRIGGER "trade_area_cover_live_company" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "published_at", "description" ON "company"
  FOR EACH ROW EXECUTE FUNCTION "trade_area_cover_live_from_rows"('user_id');--> statement-breakpoint
CREATE TRIGGER "trade_area_cover_live_address" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "kind" ON "address"
  FOR EACH ROW EXECUTE FUNCTION "trade_area_cover_live_from_rows"('user_id');--> statement-breakpoint
CREATE TRIGGER "trade_area_cover_live_user" AFTER UPDATE OF "phone_verified_at", "paused_until" ON "user" FOR EACH ROW
  WHEN (OLD."phone_verified_at" IS DISTINCT FROM NEW."phone_verified_at" OR OLD."paused_until" IS DISTINCT FROM NEW."paused_until")
  EXECUTE FUNCTION "trade_area_cover_live_from_rows"('id');--> statement-breakpoint
UPDATE "trade_area_cover" c SET "live" = "trader_is_live"(c."user_id"), "paused_until" = u."paused_until"
FROM "user" u WHERE u."id" = c."user_id";--> statement-breakpoint
-- the directory reads only this index (an index-only scan): the live rows, with all the listing needs of each
CREATE INDEX "trade_area_cover_live_idx" ON "trade_area_cover" USING btree ("trade_id","outcode","radius_miles","user_id","paused_until") WHERE "trade_area_cover"."live";
