CREATE TABLE "coupon_managers" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_managers_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount" integer NOT NULL,
	"max_discount" integer,
	"min_price" integer DEFAULT 0 NOT NULL,
	"use_expire_date" date NOT NULL,
	"valid_days" integer,
	"total_count" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"available_external" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_managers_discount_check" CHECK ("coupon_managers"."discount" > 0 and "coupon_managers"."min_price" >= 0 and ("coupon_managers"."discount_type" <> 'RATE' or "coupon_managers"."discount" <= 100) and ("coupon_managers"."max_discount" is null or "coupon_managers"."max_discount" > 0)),
	CONSTRAINT "coupon_managers_count_check" CHECK ("coupon_managers"."issued_count" >= 0 and ("coupon_managers"."total_count" is null or "coupon_managers"."issued_count" <= "coupon_managers"."total_count"))
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_coupons_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_manager_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"order_idx" integer,
	"use_expire_date" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_coupons_state_check" CHECK ("user_coupons"."state" in ('unused', 'reserved', 'used', 'expired') and ("user_coupons"."state" <> 'reserved' or "user_coupons"."order_idx" is not null))
);
--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_manager_idx_coupon_managers_idx_fk" FOREIGN KEY ("coupon_manager_idx") REFERENCES "public"."coupon_managers"("idx") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_order_idx_orders_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_managers_code_key" ON "coupon_managers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_manager_key" ON "user_coupons" USING btree ("user_idx","coupon_manager_idx");--> statement-breakpoint
CREATE INDEX "user_coupons_order_idx" ON "user_coupons" USING btree ("order_idx");