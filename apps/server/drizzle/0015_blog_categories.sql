CREATE TABLE "blog_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "blog_categories" ("slug", "name") SELECT DISTINCT "category", upper(left("category", 1)) || substr(replace("category", '-', ' '), 2) FROM "blog_posts" ON CONFLICT DO NOTHING;