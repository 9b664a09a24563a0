-- Every account now gets its learner row (with the 50 sign-up coins) when it is made; before,
-- the first read made it. Accounts that never had one get it here, with the same ledger entry.
INSERT INTO "coin_ledger" ("user_id", "amount", "source")
SELECT "id", 50, 'sign-up' FROM "users"
WHERE NOT EXISTS (SELECT 1 FROM "learner_stats" WHERE "learner_stats"."user_id" = "users"."id");
--> statement-breakpoint
INSERT INTO "learner_stats" ("user_id", "coins")
SELECT "id", 50 FROM "users"
WHERE NOT EXISTS (SELECT 1 FROM "learner_stats" WHERE "learner_stats"."user_id" = "users"."id");
