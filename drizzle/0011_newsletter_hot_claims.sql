DROP INDEX "newsletter_deliveries_progress_idx";--> statement-breakpoint
DROP INDEX "newsletter_deliveries_work_idx";--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_queue_idx" ON "newsletter_deliveries" USING btree ("status","not_before") WHERE "newsletter_deliveries"."status" = 'queued';--> statement-breakpoint
UPDATE "newsletter_deliveries" SET "status" = 'queued' WHERE "status" = 'sending';--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" SET (fillfactor = 70);
