ALTER TABLE "raffles" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "entry_pool" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every entry already made, counted once.
UPDATE "raffles" r SET "entry_count" = s.n, "entry_pool" = s.pool
FROM (SELECT "raffle_id", count(*) AS n, sum("entry_amount") AS pool FROM "raffle_entries" GROUP BY "raffle_id") s
WHERE r."id" = s."raffle_id";--> statement-breakpoint
-- From now on the entries keep the totals themselves, whoever writes them and however
-- (the entry route, a bulk insert, the cascade of a raffle's deletion), in the same
-- transaction. Once per statement, so a bulk write updates each raffle once.
CREATE FUNCTION "raffle_entry_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "raffles" r SET "entry_count" = r."entry_count" - o.n, "entry_pool" = r."entry_pool" - o.pool
    FROM (SELECT "raffle_id", count(*) AS n, sum("entry_amount") AS pool FROM old_entries GROUP BY "raffle_id") o
    WHERE r."id" = o."raffle_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "raffles" r SET "entry_count" = r."entry_count" + n.n, "entry_pool" = r."entry_pool" + n.pool
    FROM (SELECT "raffle_id", count(*) AS n, sum("entry_amount") AS pool FROM new_entries GROUP BY "raffle_id") n
    WHERE r."id" = n."raffle_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "raffle_entries_totals_insert" AFTER INSERT ON "raffle_entries"
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "raffle_entry_totals"();--> statement-breakpoint
CREATE TRIGGER "raffle_entries_totals_update" AFTER UPDATE ON "raffle_entries"
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "raffle_entry_totals"();--> statement-breakpoint
CREATE TRIGGER "raffle_entries_totals_delete" AFTER DELETE ON "raffle_entries"
  REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION "raffle_entry_totals"();
