-- A task's position becomes a key that sorts as text (fractional indexing), so a move writes
-- the moved task alone. Each user's list keeps its order: its tasks get the keys a list laid out
-- from scratch gets ('a0' to 'az', then 'b00' to 'bzz', 'c000'...), in the order they had.
ALTER TABLE "tasks" ADD COLUMN "order_key" text COLLATE "C";--> statement-breakpoint
WITH "ranked" AS (
	SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "position" ASC NULLS LAST, "created_at" DESC) - 1 AS "n"
	FROM "tasks"
)
UPDATE "tasks" SET "order_key" = CASE
	WHEN "ranked"."n" < 62 THEN 'a' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((("ranked"."n")) % 62)::int + 1, 1)
	WHEN "ranked"."n" < 3906 THEN 'b' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((("ranked"."n" - 62) / 62) % 62)::int + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((("ranked"."n" - 62)) % 62)::int + 1, 1)
	WHEN "ranked"."n" < 242234 THEN 'c' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((("ranked"."n" - 3906) / 3844) % 62)::int + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((("ranked"."n" - 3906) / 62) % 62)::int + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((("ranked"."n" - 3906)) % 62)::int + 1, 1)
	ELSE 'd' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((("ranked"."n" - 242234) / 238328) % 62)::int + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((("ranked"."n" - 242234) / 3844) % 62)::int + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((("ranked"."n" - 242234) / 62) % 62)::int + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((("ranked"."n" - 242234)) % 62)::int + 1, 1)
END
FROM "ranked" WHERE "tasks"."id" = "ranked"."id";--> statement-breakpoint
DROP INDEX "tasks_user_position_idx";--> statement-breakpoint
ALTER TABLE "tasks" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "tasks" RENAME COLUMN "order_key" TO "position";--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_user_position_idx" ON "tasks" USING btree ("user_id","position");
