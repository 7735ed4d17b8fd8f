ALTER TABLE "user_preferences" ADD COLUMN "pomodoros_per_long_break" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "auto_start_breaks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "auto_start_sessions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "daily_focus_goal" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_pomodoros_per_long_break_check" CHECK ("user_preferences"."pomodoros_per_long_break" between 1 and 12);--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_daily_focus_goal_check" CHECK ("user_preferences"."daily_focus_goal" between 5 and 960);