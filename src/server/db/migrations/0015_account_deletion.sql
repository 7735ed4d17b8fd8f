ALTER TABLE "call_reports" DROP CONSTRAINT "call_reports_reported_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "call_reports" ALTER COLUMN "reported_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_reports" ADD CONSTRAINT "call_reports_reported_id_user_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;