-- Exercises imported before opaque ids: `o1` was the right option, `l<i>` matched `r<i>`, tiles came
-- in answer order and a clip's URL was a hash of what it says. Every option, tile and pair gets a
-- random id (10 hex digits, as the importer makes them), each list a random order, the answer key
-- follows, and every clip a random URL; the clip's file name moves to audio_file. Pure data, safe to
-- run again. A player holding the old ids gets a 400 (nothing graded, no heart lost) until it
-- reloads the lesson; the attempt keeps every answer already given.
CREATE TEMPORARY TABLE "rekeyed_ids" AS
SELECT "e"."id" AS "exercise_id", "k"."side", "item" ->> 'id' AS "old_id",
       substr(replace(gen_random_uuid()::text, '-', ''), 1, 10) AS "new_id"
FROM "exercises" AS "e"
CROSS JOIN LATERAL (VALUES ('options'), ('tiles'), ('left'), ('right')) AS "k"("side")
CROSS JOIN LATERAL jsonb_array_elements(
  CASE WHEN jsonb_typeof("e"."payload" -> "k"."side") = 'array' THEN "e"."payload" -> "k"."side" ELSE '[]'::jsonb END
) AS "item";
--> statement-breakpoint
UPDATE "exercises" AS "e"
SET "payload" = ("e"."payload" - 'audio') || coalesce(
  (SELECT jsonb_object_agg("s"."side", "s"."items")
   FROM (SELECT "m"."side",
                jsonb_agg(jsonb_set("item", '{id}', to_jsonb("m"."new_id")) ORDER BY gen_random_uuid()) AS "items"
         FROM "rekeyed_ids" AS "m"
         JOIN LATERAL jsonb_array_elements("e"."payload" -> "m"."side") AS "item" ON "item" ->> 'id' = "m"."old_id"
         WHERE "m"."exercise_id" = "e"."id"
         GROUP BY "m"."side") AS "s"),
  '{}'::jsonb);
--> statement-breakpoint
UPDATE "exercises" AS "e"
SET "solution" = jsonb_set("e"."solution", '{option}', coalesce(
  (SELECT to_jsonb("m"."new_id") FROM "rekeyed_ids" AS "m"
   WHERE "m"."exercise_id" = "e"."id" AND "m"."side" = 'options' AND "m"."old_id" = "e"."solution" ->> 'option'),
  'null'::jsonb))
WHERE "e"."solution" -> 'option' IS NOT NULL;
--> statement-breakpoint
UPDATE "exercises" AS "e"
SET "solution" = jsonb_set("e"."solution", '{pairs}', coalesce(
  (SELECT jsonb_object_agg("l"."new_id", "r"."new_id")
   FROM jsonb_each_text("e"."solution" -> 'pairs') AS "p"
   JOIN "rekeyed_ids" AS "l" ON "l"."exercise_id" = "e"."id" AND "l"."side" = 'left' AND "l"."old_id" = "p"."key"
   JOIN "rekeyed_ids" AS "r" ON "r"."exercise_id" = "e"."id" AND "r"."side" = 'right' AND "r"."old_id" = "p"."value"),
  '{}'::jsonb))
WHERE "e"."solution" -> 'pairs' IS NOT NULL;
--> statement-breakpoint
DROP TABLE "rekeyed_ids";
--> statement-breakpoint
UPDATE "exercises"
SET "audio_file" = substring("audio_url" FROM '^/api/audio/(.+)$'),
    "audio_url" = '/api/audio/' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 20) || '.ogg'
WHERE "audio_url" LIKE '/api/audio/%/%';
