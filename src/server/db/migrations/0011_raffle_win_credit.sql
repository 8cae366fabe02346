ALTER TABLE "raffles" ADD COLUMN "win_credited_at" timestamp with time zone;--> statement-breakpoint
-- Raffles drawn before this change counted their win at the draw.
UPDATE "raffles" SET "win_credited_at" = "drawn_at" WHERE "winner_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "raffles_win_uncredited_idx" ON "raffles" USING btree ("drawn_at") WHERE "raffles"."winner_id" IS NOT NULL AND "raffles"."win_credited_at" IS NULL;
