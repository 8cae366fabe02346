ALTER TABLE "users" ADD COLUMN "play_limits_set" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every player who already has limits, a break or a reality check.
UPDATE "users" u SET "play_limits_set" = true WHERE EXISTS (SELECT 1 FROM "play_limits" p WHERE p."user_id" = u."id");--> statement-breakpoint
-- From now on the first play_limits row of a player sets the flag, in the writing
-- transaction: the update takes the player's row lock, so a bet waiting for that lock
-- reads the flag as it is once the row is written.
CREATE FUNCTION "mark_play_limits_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "play_limits_set" = true WHERE "id" = NEW."user_id" AND NOT "play_limits_set";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "play_limits_mark_user" AFTER INSERT ON "play_limits"
  FOR EACH ROW EXECUTE FUNCTION "mark_play_limits_set"();
