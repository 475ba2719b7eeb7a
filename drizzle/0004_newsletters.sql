CREATE TABLE "email_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"newsletter_id" uuid NOT NULL,
	"batch" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claim_token" uuid,
	"lease_until" timestamp with time zone,
	"not_before" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"project_filter" text DEFAULT 'all' NOT NULL,
	"project_id" uuid,
	"destination_filter" text,
	"image_url" text,
	"video_url" text,
	"donation_link" text,
	"custom_email" text,
	"flyer_mode" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_project_id_campaigns_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscribers_email_uq" ON "email_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "email_subscribers_created_idx" ON "email_subscribers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_recipient_uq" ON "newsletter_deliveries" USING btree ("newsletter_id","batch",lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_progress_idx" ON "newsletter_deliveries" USING btree ("newsletter_id","batch","status");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_work_idx" ON "newsletter_deliveries" USING btree ("status","not_before") WHERE "newsletter_deliveries"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_email_idx" ON "newsletter_deliveries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletters_created_idx" ON "newsletters" USING btree ("created_at");