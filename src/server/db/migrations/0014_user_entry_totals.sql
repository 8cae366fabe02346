ALTER TABLE "users" ADD COLUMN "raffle_entries_made" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every entry already made, counted once.
UPDATE "users" u SET "raffle_entries_made" = s.n
FROM (SELECT "user_id", count(*) AS n FROM "raffle_entries" GROUP BY "user_id") s
WHERE u."id" = s."user_id";--> statement-breakpoint
-- From now on the triggers of migration 0012 keep the players' totals too, in the same
-- statement-level pass that keeps the raffles'.
CREATE OR REPLACE FUNCTION "raffle_entry_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "raffles" r SET "entry_count" = r."entry_count" - o.n, "entry_pool" = r."entry_pool" - o.pool
    FROM (SELECT "raffle_id", count(*) AS n, sum("entry_amount") AS pool FROM old_entries GROUP BY "raffle_id") o
    WHERE r."id" = o."raffle_id";
    UPDATE "users" u SET "raffle_entries_made" = u."raffle_entries_made" - o.n
    FROM (SELECT "user_id", count(*) AS n FROM old_entries GROUP BY "user_id") o
    WHERE u."id" = o."user_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "raffles" r SET "entry_count" = r."entry_count" + n.n, "entry_pool" = r."entry_pool" + n.pool
    FROM (SELECT "raffle_id", count(*) AS n, sum("entry_amount") AS pool FROM new_entries GROUP BY "raffle_id") n
    WHERE r."id" = n."raffle_id";
    UPDATE "users" u SET "raffle_entries_made" = u."raffle_entries_made" + n.n
    FROM (SELECT "user_id", count(*) AS n FROM new_entries GROUP BY "user_id") n
    WHERE u."id" = n."user_id";
  END IF;
  RETURN NULL;
END $$;
