CREATE TABLE "voice_file_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audio_file" text NOT NULL,
	"status" text NOT NULL,
	"counted_from" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voice_file_states_audio_file_unique" UNIQUE("audio_file")
);
--> statement-breakpoint
ALTER TABLE "problem_reports" DROP CONSTRAINT "problem_reports_user_exercise";--> statement-breakpoint
ALTER TABLE "problem_reports" ALTER COLUMN "exercise_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD COLUMN "word_id" uuid;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD COLUMN "text_id" uuid;--> statement-breakpoint
ALTER TABLE "voice_file_states" ADD CONSTRAINT "voice_file_states_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_word_id_course_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."course_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_text_id_voice_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."voice_texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_reports_text_idx" ON "problem_reports" USING btree ("text_id");--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_user_exercise_text" UNIQUE NULLS NOT DISTINCT("user_id","exercise_id","text_id");--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_one_item" CHECK (("problem_reports"."exercise_id" is null) <> ("problem_reports"."word_id" is null));