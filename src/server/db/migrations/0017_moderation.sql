CREATE TYPE "public"."report_decision" AS ENUM('dismiss', 'warn', 'suspend');--> statement-breakpoint
CREATE TYPE "public"."moderation_action" AS ENUM('dismiss', 'warn', 'suspend', 'unsuspend');--> statement-breakpoint
CREATE TABLE "match_holds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_suspensions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"admin_email" text NOT NULL,
	"action" "moderation_action" NOT NULL,
	"subject_id" text,
	"report_id" uuid,
	"until" timestamp with time zone,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_reports" ADD COLUMN "decision" "report_decision";--> statement-breakpoint
ALTER TABLE "call_reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_holds" ADD CONSTRAINT "match_holds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_report_id_call_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."call_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "call_reports_open_idx" ON "call_reports" USING btree ("created_at") WHERE "call_reports"."decision" is null;--> statement-breakpoint
CREATE INDEX "call_rooms_created_idx" ON "call_rooms" USING btree ("created_at");