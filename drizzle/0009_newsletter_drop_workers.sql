ALTER TABLE "newsletter_workers" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "newsletter_workers" CASCADE;--> statement-breakpoint
DROP INDEX "newsletter_deliveries_claimed_by_idx";--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" DROP COLUMN "claimed_by";