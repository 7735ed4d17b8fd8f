ALTER TABLE "tasks" ALTER COLUMN "is_important" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "is_important" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "is_urgent" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "is_urgent" DROP NOT NULL;--> statement-breakpoint
-- Flags were false until ticked, so two false flags are flags never set: let the AI's ratings show.
UPDATE "tasks" SET "is_important" = NULL, "is_urgent" = NULL WHERE NOT "is_important" AND NOT "is_urgent";--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "hide_completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tasks_deleted_idx" ON "tasks" USING btree ("deleted_at") WHERE "tasks"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_flags_set_together" CHECK (("tasks"."is_important" is null) = ("tasks"."is_urgent" is null));