ALTER TABLE "raffles" ADD COLUMN "reserved_asset_id" text;--> statement-breakpoint
-- Existing raffles: one holder per item among those that may still give it. A drawn
-- raffle whose delivery is under way (or may be retried) goes first, since its
-- winner is already owed the item; otherwise the newest raffle keeps it. The others
-- keep running without a reservation and are refused the item when they are drawn.
UPDATE "raffles" SET "reserved_asset_id" = "holders"."asset_id"
FROM (
  SELECT "id", "asset_id",
    row_number() OVER (PARTITION BY "asset_id" ORDER BY ("status" = 'completed') DESC, "created_at" DESC, "id" DESC) AS "rank"
  FROM "raffles"
  WHERE "asset_id" IS NOT NULL
    AND ("status" = 'active'
      OR ("status" = 'completed' AND "winner_id" IS NOT NULL AND coalesce("trade_status", 'pending') IN ('pending', 'declined', 'error')))
) AS "holders"
WHERE "raffles"."id" = "holders"."id" AND "holders"."rank" = 1;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_reserved_asset_unique" UNIQUE("reserved_asset_id");
