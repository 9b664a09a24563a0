CREATE TABLE "clip_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"region" text NOT NULL,
	"dialect" text,
	"about" text,
	"credit_name" text,
	"sample_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_clips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language_id" uuid NOT NULL,
	"text_id" uuid NOT NULL,
	"contributor_id" uuid NOT NULL,
	"dialect" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approvals" integer DEFAULT 0 NOT NULL,
	"rejections" integer DEFAULT 0 NOT NULL,
	"flags" integer DEFAULT 0 NOT NULL,
	"seconds" double precision NOT NULL,
	"bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "voice_clips_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "voice_contributors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"application_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_contributors_user_language" UNIQUE("user_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "voice_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clip_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"verdict" text NOT NULL,
	"reason" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_reviews_clip_reviewer" UNIQUE("clip_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "voice_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language_id" uuid NOT NULL,
	"audio_file" text NOT NULL,
	"text" text NOT NULL,
	"meaning" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_texts_audio_file_unique" UNIQUE("audio_file")
);
--> statement-breakpoint
ALTER TABLE "voice_applications" ADD CONSTRAINT "voice_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_text_id_voice_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."voice_texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_contributor_id_users_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_contributors" ADD CONSTRAINT "voice_contributors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_contributors" ADD CONSTRAINT "voice_contributors_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_contributors" ADD CONSTRAINT "voice_contributors_application_id_voice_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."voice_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_contributors" ADD CONSTRAINT "voice_contributors_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_reviews" ADD CONSTRAINT "voice_reviews_clip_id_voice_clips_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."voice_clips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_reviews" ADD CONSTRAINT "voice_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_texts" ADD CONSTRAINT "voice_texts_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_applications_user_idx" ON "voice_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_applications_one_open" ON "voice_applications" USING btree ("user_id") WHERE "voice_applications"."status" = 'open';--> statement-breakpoint
CREATE INDEX "voice_clips_language_status_idx" ON "voice_clips" USING btree ("language_id","status","created_at");--> statement-breakpoint
CREATE INDEX "voice_clips_text_idx" ON "voice_clips" USING btree ("text_id");--> statement-breakpoint
CREATE INDEX "voice_clips_contributor_idx" ON "voice_clips" USING btree ("contributor_id");--> statement-breakpoint
CREATE INDEX "voice_texts_language_idx" ON "voice_texts" USING btree ("language_id");