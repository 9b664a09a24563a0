ALTER TABLE "languages" ADD COLUMN "greeting" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD COLUMN "listening_skipped_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sound_effects" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_language_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_language_id_languages_id_fk" FOREIGN KEY ("current_language_id") REFERENCES "public"."languages"("id") ON DELETE set null ON UPDATE no action;