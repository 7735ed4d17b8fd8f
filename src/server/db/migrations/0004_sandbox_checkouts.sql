CREATE TYPE "public"."sandbox_checkout_status" AS ENUM('pending', 'paid', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" "plan_key" NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "sandbox_checkout_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD CONSTRAINT "sandbox_checkouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_checkouts_user_id_idx" ON "sandbox_checkouts" USING btree ("user_id");