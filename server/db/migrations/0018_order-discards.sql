ALTER TABLE "orders" ADD COLUMN "discarded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unpaid_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'ORDER_CREATED' and "orders"."discarded_at" is null;--> statement-breakpoint
-- A discarded order leaves the counts the order list and the dashboard read: order_counts now
-- counts kept orders only, so discarding one (an update setting discarded_at) takes it out. No
-- order is discarded before this migration, so the counts stand as they are.
CREATE OR REPLACE FUNCTION "order_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_counts" SET "count" = "order_counts"."count" - gone.n
      FROM (SELECT "user_id", "status", count(*) AS n FROM old_rows
            WHERE "user_id" IS NOT NULL AND "discarded_at" IS NULL GROUP BY 1, 2) gone
      WHERE "order_counts"."user_id" = gone."user_id" AND "order_counts"."status" = gone."status";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "order_counts" ("user_id", "status", "count")
      SELECT "user_id", "status", count(*) FROM new_rows
      WHERE "user_id" IS NOT NULL AND "discarded_at" IS NULL GROUP BY 1, 2
      ON CONFLICT ("user_id", "status") DO UPDATE SET "count" = "order_counts"."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
