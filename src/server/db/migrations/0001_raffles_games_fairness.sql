CREATE TABLE "fair_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"status" text NOT NULL,
	"bet_amount" integer DEFAULT 0 NOT NULL,
	"payout" integer DEFAULT 0 NOT NULL,
	"multiplier" double precision,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seed_id" uuid NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "game_rounds_amounts_non_negative" CHECK ("game_rounds"."bet_amount" >= 0 AND "game_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"raffle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"raffle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_entries_one_per_user" UNIQUE("raffle_id","user_id"),
	CONSTRAINT "raffle_entries_amount_positive" CHECK ("raffle_entries"."entry_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"type" text DEFAULT 'hourly' NOT NULL,
	"min_entry" integer DEFAULT 10 NOT NULL,
	"max_participants" integer DEFAULT 25 NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"end_reason" text,
	"ended_at" timestamp with time zone,
	"winner_id" uuid,
	"asset_id" text,
	"item_name" text,
	"item_image_url" text,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"entries_digest" text,
	"draw_float" double precision,
	"winning_ticket" integer,
	"drawn_at" timestamp with time zone,
	"trade_offer_id" text,
	"trade_status" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffles_limits" CHECK ("raffles"."min_entry" >= 10 AND "raffles"."max_participants" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "sandbox_trade_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_steam_id" text NOT NULL,
	"trade_url" text NOT NULL,
	"items" jsonb NOT NULL,
	"message" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"raffle_id" uuid,
	"user_id" uuid,
	"partner_name" text,
	"trade_offer_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"items_given" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_chat_messages" ADD CONSTRAINT "raffle_chat_messages_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_chat_messages" ADD CONSTRAINT "raffle_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_logs" ADD CONSTRAINT "trade_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_one_active_per_user" ON "fair_seeds" USING btree ("user_id") WHERE "fair_seeds"."active";--> statement-breakpoint
CREATE INDEX "fair_seeds_user_idx" ON "fair_seeds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_one_active_per_user_game" ON "game_rounds" USING btree ("user_id","game") WHERE "game_rounds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "game_rounds_user_game_idx" ON "game_rounds" USING btree ("user_id","game","created_at");--> statement-breakpoint
CREATE INDEX "raffle_chat_raffle_created_idx" ON "raffle_chat_messages" USING btree ("raffle_id","created_at");--> statement-breakpoint
CREATE INDEX "raffle_entries_user_idx" ON "raffle_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "raffles_status_end_idx" ON "raffles" USING btree ("status","end_time");--> statement-breakpoint
CREATE INDEX "trade_logs_created_idx" ON "trade_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trade_logs_offer_idx" ON "trade_logs" USING btree ("trade_offer_id");