CREATE TABLE "email_suppressions" (
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outage" (
	"id" integer PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"error" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "retry_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_suppressions_email_uq" ON "email_suppressions" USING btree (lower("email"));