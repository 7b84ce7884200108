-- Login failures are counted per (email, client address) pair and per address instead of per
-- email alone, so that a stranger's wrong passwords no longer lock the owner out. Rows from before
-- have no address; they are at most one window of failures, so they go rather than get a made-up one.
DELETE FROM "login_failures";--> statement-breakpoint
DROP INDEX "login_failures_email_time_idx";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "client_address" text NOT NULL;--> statement-breakpoint
-- Reset mails are limited per client address too; links mailed before this count for none.
ALTER TABLE "password_reset_tokens" ADD COLUMN "requested_from" text;--> statement-breakpoint
CREATE INDEX "login_failures_pair_time_idx" ON "login_failures" USING btree ("email","client_address","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_time_idx" ON "login_failures" USING btree ("client_address","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_time_idx" ON "login_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_requested_from_idx" ON "password_reset_tokens" USING btree ("requested_from","expires_at");