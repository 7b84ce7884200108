CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"billing_month" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"approved" boolean NOT NULL,
	"decline_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"decision" text NOT NULL,
	"saved_card_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"decision" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_batch_id_shipping_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."shipping_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_batch_id_shipping_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."shipping_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_nonces" ADD CONSTRAINT "sandbox_nonces_saved_card_id_sandbox_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."sandbox_saved_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_batch_unique" ON "invoice_lines" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_user_month_idx" ON "invoice_lines" USING btree ("user_id","billing_month");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_batch_unique" ON "payments" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_one_approval_per_key" ON "sandbox_charges" USING btree ("idempotency_key") WHERE "sandbox_charges"."approved";--> statement-breakpoint
CREATE INDEX "sandbox_saved_cards_customer_idx" ON "sandbox_saved_cards" USING btree ("customer_id");