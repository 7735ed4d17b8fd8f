CREATE TABLE "task_list_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "ai_list_summary" text;--> statement-breakpoint
-- The list's summary of every task enriched so far: truncateSummary's cut, its whitespace being
-- JavaScript's \s.
UPDATE "tasks" SET "ai_list_summary" = (
  SELECT CASE WHEN cardinality("words") <= 4 THEN array_to_string("words", ' ')
    ELSE array_to_string("words"[1:4], ' ') || '...' END
  FROM (SELECT array_remove(regexp_split_to_array("ai_task_summary",
    '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'), '') AS "words") AS "split"
) WHERE "ai_task_summary" IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "bump_task_list_versions"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "task_list_versions" ("user_id", "version")
    SELECT DISTINCT "user_id", 1 FROM "changed_rows" ORDER BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "task_list_versions"."version" + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "tasks_inserted" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_task_list_versions"();
--> statement-breakpoint
CREATE TRIGGER "tasks_updated" AFTER UPDATE ON "tasks" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_task_list_versions"();
--> statement-breakpoint
CREATE TRIGGER "tasks_deleted" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_task_list_versions"();
--> statement-breakpoint
CREATE TRIGGER "sessions_inserted" AFTER INSERT ON "pomodoro_sessions" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_task_list_versions"();
--> statement-breakpoint
CREATE TRIGGER "sessions_updated" AFTER UPDATE ON "pomodoro_sessions" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_task_list_versions"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE ON "pomodoro_sessions" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_task_list_versions"();
