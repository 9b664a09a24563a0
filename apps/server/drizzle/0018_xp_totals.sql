ALTER TABLE "learner_stats" ADD COLUMN "xp_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "learner_stats_xp_total_idx" ON "learner_stats" USING btree ("xp_total");--> statement-breakpoint
-- The learners who already have XP start from their ledger.
UPDATE "learner_stats" SET "xp_total" = "totals"."xp" FROM (SELECT "user_id", sum("amount")::integer AS "xp" FROM "xp_ledger" GROUP BY "user_id") AS "totals" WHERE "totals"."user_id" = "learner_stats"."user_id";
