-- Decision 0045: a contribution sums the player's stakes in the fill instead of keeping the latest one.
ALTER TABLE "plinko_coop_contributions" RENAME COLUMN "bet_amount" TO "staked";--> statement-breakpoint
-- A fill still open holds only each player's latest stake and their drop count. Every other
-- drop staked at least the minimum bet (10), so this is the most we know they staked: it
-- never pays a bonus on more than was really risked.
UPDATE "plinko_coop_contributions" SET "staked" = "staked" + 10 * ("drops" - 1);--> statement-breakpoint
ALTER TABLE "plinko_coop_contributions" DROP COLUMN "rows";--> statement-breakpoint
ALTER TABLE "plinko_coop_contributions" DROP COLUMN "risk";--> statement-breakpoint
ALTER TABLE "plinko_coop_contributions" ADD CONSTRAINT "plinko_coop_contributions_staked_positive" CHECK ("plinko_coop_contributions"."staked" > 0);
