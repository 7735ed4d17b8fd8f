CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "timer_alarms" (
	"user_id" text PRIMARY KEY NOT NULL,
	"subject_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"claimed_by" text
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"minutes_before" integer,
	"remind_at" timestamp with time zone,
	"time_zone" text NOT NULL,
	"fire_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_one_kind" CHECK (("reminders"."minutes_before" is null) <> ("reminders"."remind_at" is null))
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "push_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "in_app_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "email_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "default_reminder" integer;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timer_alarms" ADD CONSTRAINT "timer_alarms_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reminders_task_idx" ON "reminders" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "reminders_waiting_idx" ON "reminders" USING btree ("fire_at") WHERE "reminders"."done_at" is null;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_default_reminder_check" CHECK ("user_preferences"."default_reminder" is null or "user_preferences"."default_reminder" in (0, 5, 15, 30, 60, 1440));--> statement-breakpoint
-- When a reminder goes off for a due date: some minutes before it, or at its own time.
CREATE FUNCTION "reminder_fire_at"(minutes_before integer, remind_at timestamptz, due timestamptz)
RETURNS timestamptz IMMUTABLE LANGUAGE sql AS $$
  SELECT coalesce(remind_at, due - make_interval(mins => minutes_before))
$$;
--> statement-breakpoint
-- A reminder set for a time already past waits for nothing: it is done from the start.
CREATE FUNCTION "reminder_done_at"(fire_at timestamptz)
RETURNS timestamptz STABLE LANGUAGE sql AS $$
  SELECT CASE WHEN fire_at IS NULL OR fire_at > now() THEN NULL ELSE now() END
$$;
--> statement-breakpoint
-- A due date that moves (an edit, a reschedule, a skip) moves the task's reminders before it, and
-- they go off again.
CREATE FUNCTION "reminders_follow_due_date"() RETURNS trigger AS $$
BEGIN
  UPDATE "reminders" r
     SET "fire_at" = reminder_fire_at(r."minutes_before", NULL, NEW."due_date"),
         "done_at" = reminder_done_at(reminder_fire_at(r."minutes_before", NULL, NEW."due_date")),
         "claim_token" = NULL, "claimed_until" = NULL, "attempts" = 0
   WHERE r."task_id" = NEW."id" AND r."minutes_before" IS NOT NULL;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "reminders_follow_due_date" AFTER UPDATE OF "due_date" ON "tasks"
FOR EACH ROW WHEN (OLD."due_date" IS DISTINCT FROM NEW."due_date")
EXECUTE FUNCTION "reminders_follow_due_date"();
