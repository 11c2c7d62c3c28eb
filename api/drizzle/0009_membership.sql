CREATE TABLE "membership_charges" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_charges_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_key" text,
	"card_masked" text,
	"fail_code" text,
	"refund_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership_checkouts" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_checkouts_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checkout_id" text NOT NULL,
	"user_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"subscription_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_checkouts_checkout_id_unique" UNIQUE("checkout_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_billing_keys" (
	"billing_key" text PRIMARY KEY NOT NULL,
	"customer_key" text NOT NULL,
	"auth_key" text NOT NULL,
	"card_masked" text NOT NULL,
	"behaviour" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_billing_keys_auth_key_unique" UNIQUE("auth_key")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_masked" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_fail_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "expiry_warned_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_subscription_idx_subscriptions_idx_fk" FOREIGN KEY ("subscription_idx") REFERENCES "public"."subscriptions"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD CONSTRAINT "membership_checkouts_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_attempt_key" ON "membership_charges" USING btree ("subscription_idx","period_start","kind","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_idempotency_key" ON "membership_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_one_paid_per_period" ON "membership_charges" USING btree ("subscription_idx","period_start") WHERE status = 'PAID' and kind <> 'REFUND';--> statement-breakpoint
CREATE INDEX "membership_charges_user_idx" ON "membership_charges" USING btree ("user_idx");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_billing_at");