CREATE SEQUENCE "public"."periodic_gift_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "periodic_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_number" text DEFAULT 'PG-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('periodic_gift_number_seq')::text, 6, '0') NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"email" text NOT NULL,
	"birth_date" date NOT NULL,
	"birth_place" text NOT NULL,
	"yearly_amount_cents" integer NOT NULL,
	"start_year" integer NOT NULL,
	"duration_years" integer NOT NULL,
	"rhythm" text NOT NULL,
	"payment_method" text NOT NULL,
	"iban" text,
	"ends_on_incapacity" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"signed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"monthly_donor_id" uuid,
	CONSTRAINT "periodic_gifts_transaction_number_unique" UNIQUE("transaction_number")
);
--> statement-breakpoint
ALTER TABLE "periodic_gifts" ADD CONSTRAINT "periodic_gifts_monthly_donor_id_monthly_donors_id_fk" FOREIGN KEY ("monthly_donor_id") REFERENCES "public"."monthly_donors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "periodic_gifts_email_idx" ON "periodic_gifts" USING btree (lower("email"));