CREATE TABLE "play_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily_limit" integer,
	"weekly_limit" integer,
	"monthly_limit" integer,
	"pending" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reality_check_minutes" integer,
	"cool_off_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"self_excluded_permanently" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limits_positive" CHECK (coalesce("play_limits"."daily_limit", 1) > 0 AND coalesce("play_limits"."weekly_limit", 1) > 0 AND coalesce("play_limits"."monthly_limit", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;