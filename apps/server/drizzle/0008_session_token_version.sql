ALTER TABLE "sessions" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sessions that began before this column keep working under the account's current version.
UPDATE "sessions" SET "token_version" = "users"."token_version" FROM "users" WHERE "users"."id" = "sessions"."user_id";
