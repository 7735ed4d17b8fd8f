CREATE TABLE "focus_days" (
	"user_id" text NOT NULL,
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"focus_minutes" integer NOT NULL,
	CONSTRAINT "focus_days_user_id_time_zone_day_pk" PRIMARY KEY("user_id","time_zone","day")
);
--> statement-breakpoint
CREATE TABLE "focus_streaks" (
	"user_id" text NOT NULL,
	"time_zone" text NOT NULL,
	"longest" integer DEFAULT 0 NOT NULL,
	"latest_run_start" date,
	"latest_run_end" date,
	CONSTRAINT "focus_streaks_user_id_time_zone_pk" PRIMARY KEY("user_id","time_zone")
);
--> statement-breakpoint
ALTER TABLE "focus_days" ADD CONSTRAINT "focus_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_streaks" ADD CONSTRAINT "focus_streaks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One user's tally changes one at a time: a zone being tallied from the whole history and a
-- session or task changing at once would otherwise each miss the other's work. Users share 1,024
-- locks, so a statement that changes the sessions of many users holds few.
CREATE FUNCTION "focus_days_lock"(p_user_id text) RETURNS void AS $$
  SELECT pg_advisory_xact_lock(hashtext('focus_days'), hashtext(p_user_id) & 1023);
$$ LANGUAGE sql;
--> statement-breakpoint
-- The longest and the latest runs of consecutive days in the user's tally of one zone: days
-- less their rank are the same date all along a run.
CREATE FUNCTION "focus_streaks_recount"(p_user_id text, p_time_zone text) RETURNS void AS $$
  WITH runs AS (
    SELECT min(day) AS run_start, max(day) AS run_end
    FROM (
      SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run
      FROM focus_days
      WHERE user_id = p_user_id AND time_zone = p_time_zone
    ) ranked
    GROUP BY run
  ),
  latest AS (SELECT run_start, run_end FROM runs ORDER BY run_end DESC LIMIT 1)
  UPDATE focus_streaks SET
    longest = coalesce((SELECT max(run_end - run_start) + 1 FROM runs), 0),
    latest_run_start = (SELECT run_start FROM latest),
    latest_run_end = (SELECT run_end FROM latest)
  WHERE user_id = p_user_id AND time_zone = p_time_zone;
$$ LANGUAGE sql;
--> statement-breakpoint
-- Counts again, from the sessions, the focus of local days `p_first` to `p_last` in one zone,
-- and the runs when a day gained its first pomodoro or lost its last. A day counts the completed
-- sessions of tasks not deleted that ended on it.
CREATE FUNCTION "focus_days_recount"(p_user_id text, p_time_zone text, p_first date, p_last date)
RETURNS void AS $$
DECLARE
  days_before date[];
  days_after date[];
BEGIN
  WITH gone AS (
    DELETE FROM focus_days
    WHERE user_id = p_user_id AND time_zone = p_time_zone AND day BETWEEN p_first AND p_last
    RETURNING day
  )
  SELECT array_agg(day ORDER BY day) INTO days_before FROM gone;
  WITH counted AS (
    INSERT INTO focus_days (user_id, time_zone, day, focus_minutes)
    SELECT p_user_id, p_time_zone, (s.end_time AT TIME ZONE p_time_zone)::date,
      sum(s.focus_minutes)::int
    FROM pomodoro_sessions s
    WHERE s.user_id = p_user_id AND s.status = 'completed'
      AND s.end_time >= (p_first::timestamp AT TIME ZONE p_time_zone)
      AND s.end_time < ((p_last + 1)::timestamp AT TIME ZONE p_time_zone)
      AND NOT EXISTS (SELECT FROM tasks t WHERE t.id = s.task_id AND t.deleted_at IS NOT NULL)
    GROUP BY 3
    RETURNING day
  )
  SELECT array_agg(day ORDER BY day) INTO days_after FROM counted;
  IF days_before IS DISTINCT FROM days_after THEN
    PERFORM focus_streaks_recount(p_user_id, p_time_zone);
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Counts again, in every zone tallied for the user, the local days from instant `p_from` to `p_to`.
CREATE FUNCTION "focus_days_recount_instants"(p_user_id text, p_from timestamptz, p_to timestamptz)
RETURNS void AS $$
DECLARE
  zone text;
BEGIN
  IF p_from IS NULL OR p_to IS NULL THEN
    RETURN;
  END IF;
  PERFORM focus_days_lock(p_user_id);
  FOR zone IN SELECT time_zone FROM focus_streaks WHERE user_id = p_user_id LOOP
    PERFORM focus_days_recount(p_user_id, zone, (p_from AT TIME ZONE zone)::date,
      (p_to AT TIME ZONE zone)::date);
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only bulk writes, such as an import, store sessions already completed: counted once per user
-- and statement rather than once per row.
CREATE FUNCTION "pomodoro_sessions_added_focus_days"() RETURNS trigger AS $$
BEGIN
  PERFORM focus_days_recount_instants(user_id, min(end_time), max(end_time))
  FROM added
  WHERE status = 'completed'
  GROUP BY user_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "pomodoro_sessions_added_focus_days"
AFTER INSERT ON "pomodoro_sessions"
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT
EXECUTE FUNCTION "pomodoro_sessions_added_focus_days"();
--> statement-breakpoint
CREATE FUNCTION "pomodoro_sessions_changed_focus_days"() RETURNS trigger AS $$
BEGIN
  PERFORM focus_days_recount_instants(OLD.user_id, OLD.end_time, OLD.end_time);
  PERFORM focus_days_recount_instants(NEW.user_id, NEW.end_time, NEW.end_time);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "pomodoro_sessions_changed_focus_days"
AFTER UPDATE OF "status", "end_time", "focus_minutes", "task_id", "user_id" ON "pomodoro_sessions"
FOR EACH ROW WHEN ((OLD.status = 'completed' OR NEW.status = 'completed')
  AND (OLD.status, OLD.end_time, OLD.focus_minutes, OLD.task_id, OLD.user_id)
    IS DISTINCT FROM (NEW.status, NEW.end_time, NEW.focus_minutes, NEW.task_id, NEW.user_id))
EXECUTE FUNCTION "pomodoro_sessions_changed_focus_days"();
--> statement-breakpoint
-- A task deleted takes its sessions' focus off their days; restored, it puts it back.
CREATE FUNCTION "tasks_focus_days"() RETURNS trigger AS $$
BEGIN
  PERFORM focus_days_recount_instants(NEW.user_id, min(s.end_time), max(s.end_time))
  FROM pomodoro_sessions s
  WHERE s.task_id = NEW.id AND s.status = 'completed';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "tasks_deleted_focus_days"
AFTER UPDATE OF "deleted_at" ON "tasks"
FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
EXECUTE FUNCTION "tasks_focus_days"();
