CREATE TABLE "sandbox_beacon_chains" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_key" text NOT NULL,
	"public_key" text NOT NULL,
	"genesis_time" bigint NOT NULL,
	"period" integer NOT NULL,
	"group_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "beacon_chain" jsonb;--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "beacon_round" bigint;--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "beacon_randomness" text;--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "beacon_signature" text;--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "draw_fallback_reason" text;--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "draw_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "raffles_draw_due_idx" ON "raffles" USING btree ("draw_due_at");