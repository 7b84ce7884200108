ALTER TABLE "order_cancellations" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD COLUMN "next_refund_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_cancellations_refund_due_idx" ON "order_cancellations" USING btree ("next_refund_attempt_at") WHERE "order_cancellations"."refunded_at" is null;