ALTER TABLE "tasks" ADD COLUMN "repeat_rule" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "repeat_after_completion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "repeat_series_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "repeat_time_zone" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "previous_occurrence_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_previous_occurrence_id_tasks_id_fk" FOREIGN KEY ("previous_occurrence_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_previous_occurrence_idx" ON "tasks" USING btree ("previous_occurrence_id") WHERE "tasks"."previous_occurrence_id" is not null;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_repeat_complete" CHECK ("tasks"."repeat_rule" is null or ("tasks"."due_date" is not null and "tasks"."repeat_series_start" is not null and "tasks"."repeat_time_zone" is not null));