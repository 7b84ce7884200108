-- UNLOGGED, written by hand (drizzle-kit has no word for it): these counts are written on every
-- rate-limited request and are worth nothing after a crash, so they skip the write-ahead log.
CREATE UNLOGGED TABLE "request_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_counts_window_ends_at_idx" ON "request_counts" USING btree ("window_ends_at");
