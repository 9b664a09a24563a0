CREATE TABLE "voice_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"audio_file" text NOT NULL,
	"clip_id" uuid,
	"target" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_reports_user_target" UNIQUE("user_id","target")
);
--> statement-breakpoint
ALTER TABLE "voice_reports" ADD CONSTRAINT "voice_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_reports" ADD CONSTRAINT "voice_reports_clip_id_voice_clips_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."voice_clips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_reports_target_idx" ON "voice_reports" USING btree ("target");