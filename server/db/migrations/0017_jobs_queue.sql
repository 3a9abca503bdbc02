DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";