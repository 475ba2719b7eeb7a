CREATE SEQUENCE "public"."mandate_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sepa_batch_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"monthly_donor_id" uuid NOT NULL,
	"collection_month" text NOT NULL,
	"sequence_type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"status" text DEFAULT 'collected' NOT NULL,
	"return_reason" text,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sepa_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"collection_date" date NOT NULL,
	"count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"xml" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_batches_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "monthly_donor_id" uuid;--> statement-breakpoint
ALTER TABLE "monthly_donors" ADD COLUMN "mandate_reference" text DEFAULT 'QAMAR-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('mandate_reference_seq')::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_donors" ADD COLUMN "mandate_signed_on" date DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_donors" ADD COLUMN "collection_day" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_donors" ADD COLUMN "mandate_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_donors" ADD COLUMN "collected_by" text DEFAULT 'bank' NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_donors" ADD COLUMN "mollie_customer_id" text;--> statement-breakpoint
ALTER TABLE "monthly_donors" ADD COLUMN "mollie_subscription_id" text;--> statement-breakpoint
ALTER TABLE "sepa_batch_lines" ADD CONSTRAINT "sepa_batch_lines_batch_id_sepa_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sepa_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_batch_lines" ADD CONSTRAINT "sepa_batch_lines_monthly_donor_id_monthly_donors_id_fk" FOREIGN KEY ("monthly_donor_id") REFERENCES "public"."monthly_donors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_batch_lines_mandate_month_uq" ON "sepa_batch_lines" USING btree ("monthly_donor_id","collection_month");--> statement-breakpoint
CREATE INDEX "sepa_batch_lines_batch_idx" ON "sepa_batch_lines" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_monthly_donor_id_monthly_donors_id_fk" FOREIGN KEY ("monthly_donor_id") REFERENCES "public"."monthly_donors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_monthly_payment_uq" ON "donations" USING btree ("provider_payment_id") WHERE "donations"."kind" = 'monthly';--> statement-breakpoint
ALTER TABLE "monthly_donors" ADD CONSTRAINT "monthly_donors_mandate_reference_unique" UNIQUE("mandate_reference");--> statement-breakpoint
-- Sign-ups made before mandates existed: signed on the day they were made, referenced by that year.
UPDATE "monthly_donors" SET "mandate_signed_on" = "created_at"::date, "mandate_reference" = 'QAMAR-' || to_char("created_at", 'YYYY') || substr("mandate_reference", 11);
