-- Instances keep the sessions they read (decision 0062) and drop a player's kept sessions
-- when this channel names the player. Triggers send it, in the writing transaction, so no
-- code path that changes what access depends on can leave it out; Postgres sends it only
-- if that transaction commits, and folds repeats within it into one.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('fowls_sessions', COALESCE(NEW."id", OLD."id")::text);
  ELSE
    PERFORM pg_notify('fowls_sessions', COALESCE(NEW."user_id", OLD."user_id")::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A sign-out, a sign-out everywhere, a session's expiry by the cleanup job.
CREATE TRIGGER "sessions_notify" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
-- Any change of the player's row except its money and counters, which every bet and entry
-- writes and which a kept session never holds: a ban, a spectator account, Premium, a name.
-- The columns left out are named; any other, including one added later, notifies.
CREATE TRIGGER "users_notify" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - '{fowl_balance,total_wins,raffle_wagered,total_spent,raffle_entries_made,updated_at}'::text[])
    IS DISTINCT FROM (to_jsonb(NEW) - '{fowl_balance,total_wins,raffle_wagered,total_spent,raffle_entries_made,updated_at}'::text[])
  )
  EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
-- A cool-off, a self-exclusion or a limit.
CREATE TRIGGER "play_limits_notify" AFTER INSERT OR UPDATE OR DELETE ON "play_limits"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
