-- Each user's orders are numbered 1, 2, 3... in the order they were created (orders.user_position),
-- so that the order list finds any page by a range of numbers instead of skipping index entries.
CREATE TABLE "user_order_positions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_order_positions" ADD CONSTRAINT "user_order_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "user_position" integer;--> statement-breakpoint
UPDATE "orders" SET "user_position" = numbered.position
  FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS position
        FROM "orders" WHERE "user_id" IS NOT NULL) numbered
  WHERE "orders"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "user_order_positions" ("user_id", "last_position")
  SELECT "user_id", max("user_position") FROM "orders" WHERE "user_id" IS NOT NULL GROUP BY 1;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_position_unique" ON "orders" USING btree ("user_id","user_position");--> statement-breakpoint
CREATE INDEX "orders_user_status_position_idx" ON "orders" USING btree ("user_id","status","user_position" DESC NULLS FIRST);--> statement-breakpoint
-- The next number is taken under the counter row's lock, so concurrent inserts for one user get
-- distinct numbers; an insert that fails rolls its number back with it, leaving no gap. Guests'
-- orders are not numbered: they have no list.
CREATE FUNCTION "orders_take_user_position"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."user_id" IS NOT NULL THEN
    INSERT INTO "user_order_positions" ("user_id", "last_position") VALUES (NEW."user_id", 1)
      ON CONFLICT ("user_id") DO UPDATE SET "last_position" = "user_order_positions"."last_position" + 1
      RETURNING "last_position" INTO NEW."user_position";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_take_user_position" BEFORE INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_take_user_position"();--> statement-breakpoint
-- Name searches look among the caller's orders only: btree_gin puts the user id into the trigram
-- index (a trusted extension since PostgreSQL 13; PGlite loads it in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "orders_recipient_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_user_recipient_name_trgm_idx" ON "orders" USING gin ("user_id","recipient_name" gin_trgm_ops);
