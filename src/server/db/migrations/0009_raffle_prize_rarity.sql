ALTER TABLE "raffles" ADD COLUMN "prize_rarity" text;--> statement-breakpoint
CREATE INDEX "raffles_ended_at_idx" ON "raffles" USING btree ("ended_at");