ALTER TABLE "message_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "claim" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "message_outbox_due_idx" ON "message_outbox" USING btree ("next_attempt_at") WHERE "message_outbox"."status" in ('QUEUED', 'SENDING');--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_dedupe_idx" ON "message_outbox" USING btree ("dedupe_key");--> statement-breakpoint
-- Rows written before there was a relay were never sent; old ones (expired codes, stale notices) are
-- not sent late: they wait as dead letters that staff may resend.
UPDATE "message_outbox" SET "status" = 'DEAD', "last_error" = 'QUEUED_BEFORE_RELAY' WHERE "status" <> 'SENT' AND "created_at" < now() - interval '10 minutes';
