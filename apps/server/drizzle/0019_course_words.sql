CREATE TABLE "course_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"word" text NOT NULL,
	"meaning" text NOT NULL,
	"audio_file" text NOT NULL,
	"audio_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_words_lesson_position" UNIQUE("lesson_id","position"),
	CONSTRAINT "course_words_audio_url" UNIQUE("audio_url")
);
--> statement-breakpoint
ALTER TABLE "course_words" ADD CONSTRAINT "course_words_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_words_audio_file_idx" ON "course_words" USING btree ("audio_file");--> statement-breakpoint
-- Lessons imported before this table existed: one row a word, the clip file named as
-- course.clips.ts names it (sha256 of the NFC text, 16 hex digits) and a random public URL.
INSERT INTO "course_words" ("lesson_id", "position", "word", "meaning", "audio_file", "audio_url")
SELECT l."id", w.ord::int, w.pair->>0, w.pair->>1,
  lang."code" || '/' || substr(encode(sha256(convert_to(normalize(w.pair->>0, NFC), 'UTF8')), 'hex'), 1, 16) || '.ogg',
  '/api/audio/' || substr(md5(gen_random_uuid()::text), 1, 20) || '.ogg'
FROM "lessons" l
JOIN "units" u ON u."id" = l."unit_id"
JOIN "languages" lang ON lang."id" = u."language_id"
CROSS JOIN LATERAL jsonb_array_elements(l."words") WITH ORDINALITY AS w(pair, ord);
