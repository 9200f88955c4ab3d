-- decision 147: trader_is_live printed from the going-live rule in server/src/repos/going-live-rule.ts (its description
-- length from the contract, no longer a typed 50); the test beside that file holds this text to the rule
CREATE OR REPLACE FUNCTION "trader_is_live"(for_user integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT ("company"."published_at" is not null and ("user"."phone_verified_at" is not null) and (coalesce(char_length("company"."description"), 0) >= 50) and exists (select 1 from "address" where "address"."user_id" = "user"."id" and "address"."kind" = 'business'))
    FROM "user" JOIN "company" ON "company"."user_id" = "user"."id"
    WHERE "user"."id" = for_user), false)
$$;--> statement-breakpoint
UPDATE "trade_area_cover" c SET "live" = "trader_is_live"(c."user_id") WHERE c."live" IS DISTINCT FROM "trader_is_live"(c."user_id");
