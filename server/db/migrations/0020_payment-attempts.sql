CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A claim still unanswered when this runs gets a lease that ends now: its request began under the
-- release before, which renews no lease, so a retry may take it over from now on.
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "made" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_batch_id_shipping_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."shipping_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_live_per_batch" ON "payment_attempts" USING btree ("batch_id") WHERE "payment_attempts"."state" in ('PENDING', 'SUCCEEDED');--> statement-breakpoint
CREATE INDEX "payment_attempts_unsettled_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."state" in ('PENDING', 'REFUND_DUE');