CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_number" text NOT NULL,
	"user_id" uuid,
	"guest_key" text,
	"sender_name" text NOT NULL,
	"sender_phone_number" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_company" text DEFAULT '' NOT NULL,
	"sender_street_address" text NOT NULL,
	"sender_unit_number" text DEFAULT '' NOT NULL,
	"sender_city" text NOT NULL,
	"sender_province" text NOT NULL,
	"sender_postal_code" text NOT NULL,
	"sender_country_code" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone_number" text NOT NULL,
	"recipient_email" text DEFAULT '' NOT NULL,
	"recipient_company" text DEFAULT '' NOT NULL,
	"recipient_street_address" text NOT NULL,
	"recipient_unit_number" text DEFAULT '' NOT NULL,
	"recipient_city" text NOT NULL,
	"recipient_province" text NOT NULL,
	"recipient_postal_code" text NOT NULL,
	"recipient_country_code" text NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"weight_unit" text NOT NULL,
	"length" numeric(10, 2) NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"dimension_unit" text NOT NULL,
	"chargeable_grams" integer NOT NULL,
	"package_instruction" text DEFAULT '' NOT NULL,
	"service_code" text NOT NULL,
	"service_name" text NOT NULL,
	"eta_days" integer,
	"list_price_cents" integer NOT NULL,
	"discount_rate" numeric(6, 1) NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'ORDER_CREATED' NOT NULL,
	"shipping_batch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_one_owner" CHECK (("orders"."user_id" is null) <> ("orders"."guest_key" is null))
);
--> statement-breakpoint
CREATE TABLE "shipping_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_key" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"payment_method" text,
	"payment_started_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_batches_one_owner" CHECK (("shipping_batches"."user_id" is null) <> ("shipping_batches"."guest_key" is null))
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_batch_id_shipping_batches_id_fk" FOREIGN KEY ("shipping_batch_id") REFERENCES "public"."shipping_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_batches" ADD CONSTRAINT "shipping_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_number_unique" ON "orders" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_guest_created_idx" ON "orders" USING btree ("guest_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_batch_idx" ON "orders" USING btree ("shipping_batch_id");--> statement-breakpoint
CREATE INDEX "shipping_batches_user_idx" ON "shipping_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shipping_batches_guest_idx" ON "shipping_batches" USING btree ("guest_key","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_order_idx" ON "tracking_events" USING btree ("order_id","occurred_at");