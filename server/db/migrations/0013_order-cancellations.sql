CREATE TABLE "order_cancellations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	"refund_cents" integer NOT NULL,
	"refund_method" text NOT NULL,
	"refund_reference" text,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"reference" text PRIMARY KEY NOT NULL,
	"charge_reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_reference_sandbox_charges_reference_fk" FOREIGN KEY ("charge_reference") REFERENCES "public"."sandbox_charges"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key_unique" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_idx" ON "sandbox_refunds" USING btree ("charge_reference");