CREATE TABLE "newsletter_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"consent_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "consent_source" text;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "consent_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "newsletter_signups_email_idx" ON "newsletter_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_signups_expires_idx" ON "newsletter_signups" USING btree ("expires_at");