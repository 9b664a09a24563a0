CREATE TABLE "content_deletions" (
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_deletions_code_kind_key_pk" PRIMARY KEY("code","kind","key")
);
