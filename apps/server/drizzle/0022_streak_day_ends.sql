ALTER TABLE "learner_stats" ADD COLUMN "streak_day_ends_at" timestamp with time zone;--> statement-breakpoint
-- A day counted before this ends where it always did: at the next midnight of the learner's zone
-- (one PostgreSQL does not know is left to the server, which works the same end out).
UPDATE "learner_stats" SET "streak_day_ends_at" = ("learner_stats"."last_streak_day" + 1)::timestamp AT TIME ZONE "users"."time_zone" FROM "users" WHERE "users"."id" = "learner_stats"."user_id" AND "learner_stats"."last_streak_day" IS NOT NULL AND "users"."time_zone" IN (SELECT "name" FROM pg_timezone_names);
