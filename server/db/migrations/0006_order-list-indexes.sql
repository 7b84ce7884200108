-- Order list (GET /web/order/list): every filter walks an index of the caller's orders, newest
-- first. pg_trgm makes 'recipient name contains' an index search; it ships with PostgreSQL
-- (a trusted extension since 13) and PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "order_counts" (
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "order_counts_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_batch_idx";--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_status_created_idx" ON "orders" USING btree ("user_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_recipient_name_trgm_idx" ON "orders" USING gin ("recipient_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_batch_idx" ON "orders" USING btree ("shipping_batch_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- order_counts holds each user's orders per status, so that counting a page's total costs one
-- primary-key read however many orders the user has. Statement triggers with transition
-- tables keep it: a bulk insert updates each (user, status) once, not once per row.
INSERT INTO "order_counts" ("user_id", "status", "count")
  SELECT "user_id", "status", count(*) FROM "orders" WHERE "user_id" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "order_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_counts" SET "count" = "order_counts"."count" - gone.n
      FROM (SELECT "user_id", "status", count(*) AS n FROM old_rows
            WHERE "user_id" IS NOT NULL GROUP BY 1, 2) gone
      WHERE "order_counts"."user_id" = gone."user_id" AND "order_counts"."status" = gone."status";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "order_counts" ("user_id", "status", "count")
      SELECT "user_id", "status", count(*) FROM new_rows WHERE "user_id" IS NOT NULL GROUP BY 1, 2
      ON CONFLICT ("user_id", "status") DO UPDATE SET "count" = "order_counts"."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_counts_on_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "order_counts_on_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "order_counts_on_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_follow"();