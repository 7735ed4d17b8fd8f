CREATE TABLE "ai_summaries" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"local_date" date NOT NULL,
	"figures_hash" text NOT NULL,
	"summary" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_summaries_user_id_type_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "ai_summaries_type" CHECK ("ai_summaries"."type" in ('daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- Completion was not timed before: a completed task's last change is the best record of when.
UPDATE "tasks" SET "completed_at" = "updated_at" WHERE "completed";--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pomodoro_sessions_user_completed_idx" ON "pomodoro_sessions" USING btree ("user_id","end_time") WHERE "pomodoro_sessions"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "tasks_user_created_idx" ON "tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_user_completed_idx" ON "tasks" USING btree ("user_id","completed_at") WHERE "tasks"."completed_at" is not null;