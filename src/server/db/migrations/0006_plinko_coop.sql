CREATE TABLE "plinko_coop_bonuses" (
	"fill" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plinko_coop_bonuses_fill_user_id_pk" PRIMARY KEY("fill","user_id")
);
--> statement-breakpoint
CREATE TABLE "plinko_coop_contributions" (
	"fill" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"bet_amount" integer NOT NULL,
	"rows" integer NOT NULL,
	"risk" text NOT NULL,
	"drops" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "plinko_coop_contributions_fill_user_id_pk" PRIMARY KEY("fill","user_id")
);
--> statement-breakpoint
CREATE TABLE "plinko_coop_fills" (
	"fill" integer PRIMARY KEY NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plinko_coop_meter" (
	"id" integer PRIMARY KEY NOT NULL,
	"fill" integer DEFAULT 1 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plinko_coop_meter_single_row" CHECK ("plinko_coop_meter"."id" = 1),
	CONSTRAINT "plinko_coop_meter_progress_non_negative" CHECK ("plinko_coop_meter"."progress" >= 0)
);
--> statement-breakpoint
ALTER TABLE "plinko_coop_bonuses" ADD CONSTRAINT "plinko_coop_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plinko_coop_contributions" ADD CONSTRAINT "plinko_coop_contributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plinko_coop_fills_unpaid_idx" ON "plinko_coop_fills" USING btree ("fill") WHERE "plinko_coop_fills"."paid_at" IS NULL;--> statement-breakpoint
-- The one meter row, so a drop only ever updates it.
INSERT INTO "plinko_coop_meter" ("id") VALUES (1) ON CONFLICT DO NOTHING;
