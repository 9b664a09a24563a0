ALTER TABLE "exercises" ADD COLUMN "audio_file" text;--> statement-breakpoint
CREATE INDEX "exercises_audio_url_idx" ON "exercises" USING btree ("audio_url");