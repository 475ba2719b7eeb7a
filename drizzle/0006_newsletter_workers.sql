CREATE TABLE "newsletter_workers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"journal_dir" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_claimed_by_idx" ON "newsletter_deliveries" USING btree ("claimed_by") WHERE "newsletter_deliveries"."claimed_by" is not null and "newsletter_deliveries"."accepted_at" is null;