CREATE TABLE "profile_changes" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_changes_one_row" CHECK ("profile_changes"."id")
);
--> statement-breakpoint
INSERT INTO "profile_changes" DEFAULT VALUES;--> statement-breakpoint
-- Counts every real change of a player's name, avatar or Steam id, whoever writes it, in
-- the same transaction: a reader sees the new count exactly when it sees the new profile.
-- Only updates that name these columns run it, so balance updates do not.
CREATE FUNCTION "count_profile_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profile_changes" SET "version" = "version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_profile_changed" AFTER UPDATE OF "username", "avatar", "steam_id" ON "users"
  FOR EACH ROW WHEN (OLD."username" IS DISTINCT FROM NEW."username" OR OLD."avatar" IS DISTINCT FROM NEW."avatar" OR OLD."steam_id" IS DISTINCT FROM NEW."steam_id")
  EXECUTE FUNCTION "count_profile_change"();
