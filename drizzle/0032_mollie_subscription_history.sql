ALTER TABLE "monthly_donors" ADD COLUMN "mollie_subscription_history" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A gift's current subscription is the one it knows; those cancelled before this column
-- existed are not kept anywhere (a late webhook of one of their months is treated as a
-- month of a subscription the gift never had: recorded, without a receipt).
UPDATE "monthly_donors" SET "mollie_subscription_history" = ARRAY["mollie_subscription_id"]
WHERE "mollie_subscription_id" IS NOT NULL;
