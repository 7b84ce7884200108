CREATE TABLE "pickups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"address" text NOT NULL,
	"unit_number" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"requested_date" date NOT NULL,
	"earliest_time" text NOT NULL,
	"latest_time" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_batch_id_shipping_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."shipping_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_batch_unique" ON "pickups" USING btree ("batch_id");