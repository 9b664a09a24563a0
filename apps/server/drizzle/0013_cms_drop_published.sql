ALTER TABLE "languages" DROP COLUMN "published";--> statement-breakpoint
ALTER TABLE "lessons" DROP COLUMN "published";