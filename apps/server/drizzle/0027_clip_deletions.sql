CREATE TABLE "clip_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_clips" ALTER COLUMN "storage_key" DROP NOT NULL;