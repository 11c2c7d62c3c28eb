ALTER TABLE "subscriptions" ADD COLUMN "customer_key" text;--> statement-breakpoint
-- Cards registered before: they were issued under the member's old key, which their charges must keep naming.
UPDATE "subscriptions" SET "customer_key" = 'stay-member-' || "user_idx" WHERE "billing_key" IS NOT NULL AND "customer_key" IS NULL;
