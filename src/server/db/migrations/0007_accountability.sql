DROP TABLE "call_reports" CASCADE;--> statement-breakpoint
DROP TABLE "call_rooms" CASCADE;--> statement-breakpoint
DROP TABLE "match_queue" CASCADE;--> statement-breakpoint
DROP TABLE "user_blocks" CASCADE;--> statement-breakpoint
CREATE TABLE "call_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"reported_id" text NOT NULL,
	"room_name" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_rooms" (
	"name" text PRIMARY KEY NOT NULL,
	"user_a" text NOT NULL,
	"user_b" text NOT NULL,
	"goal_a" uuid,
	"goal_b" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"focus_started_at" timestamp with time zone,
	"focus_ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome_a" text,
	"outcome_b" text,
	CONSTRAINT "call_rooms_distinct_users_check" CHECK ("call_rooms"."user_a" <> "call_rooms"."user_b")
);
--> statement-breakpoint
CREATE TABLE "match_queue" (
	"user_id" text PRIMARY KEY NOT NULL,
	"socket_id" text NOT NULL,
	"goal_task_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_skips" (
	"user_id" text NOT NULL,
	"skipped_user_id" text NOT NULL,
	"skipped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_skips_user_id_skipped_user_id_pk" PRIMARY KEY("user_id","skipped_user_id")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"user_id" text NOT NULL,
	"blocked_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_user_id_blocked_user_id_pk" PRIMARY KEY("user_id","blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "video_terms" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_reports" ADD CONSTRAINT "call_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_reports" ADD CONSTRAINT "call_reports_reported_id_user_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_reports" ADD CONSTRAINT "call_reports_room_name_call_rooms_name_fk" FOREIGN KEY ("room_name") REFERENCES "public"."call_rooms"("name") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_rooms" ADD CONSTRAINT "call_rooms_user_a_user_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_rooms" ADD CONSTRAINT "call_rooms_user_b_user_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_rooms" ADD CONSTRAINT "call_rooms_goal_a_tasks_id_fk" FOREIGN KEY ("goal_a") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_rooms" ADD CONSTRAINT "call_rooms_goal_b_tasks_id_fk" FOREIGN KEY ("goal_b") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_queue" ADD CONSTRAINT "match_queue_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_queue" ADD CONSTRAINT "match_queue_goal_task_id_tasks_id_fk" FOREIGN KEY ("goal_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_skips" ADD CONSTRAINT "match_skips_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_skips" ADD CONSTRAINT "match_skips_skipped_user_id_user_id_fk" FOREIGN KEY ("skipped_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_user_id_user_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_terms" ADD CONSTRAINT "video_terms_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_reports_reported_idx" ON "call_reports" USING btree ("reported_id");--> statement-breakpoint
CREATE INDEX "call_rooms_user_a_idx" ON "call_rooms" USING btree ("user_a");--> statement-breakpoint
CREATE INDEX "call_rooms_user_b_idx" ON "call_rooms" USING btree ("user_b");--> statement-breakpoint
CREATE INDEX "match_queue_joined_at_idx" ON "match_queue" USING btree ("joined_at");--> statement-breakpoint
CREATE INDEX "match_skips_skipped_user_idx" ON "match_skips" USING btree ("skipped_user_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_user_idx" ON "user_blocks" USING btree ("blocked_user_id");