CREATE TABLE "orders" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_num" text NOT NULL,
	"user_idx" integer NOT NULL,
	"product_idx" integer NOT NULL,
	"room_idx" integer NOT NULL,
	"rate_plan_idx" integer NOT NULL,
	"order_type" text NOT NULL,
	"channel_code" text,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"nights" smallint NOT NULL,
	"rooms" smallint NOT NULL,
	"adults" smallint NOT NULL,
	"child_ages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guest_name" text NOT NULL,
	"guest_tel" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_country_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_state" text DEFAULT 'HELD' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"original_amount" integer NOT NULL,
	"sale_amount" integer NOT NULL,
	"discounted_amount" integer NOT NULL,
	"coupon_amount" integer DEFAULT 0 NOT NULL,
	"point_amount" integer DEFAULT 0 NOT NULL,
	"user_point_amount" integer DEFAULT 0 NOT NULL,
	"total_amount" integer NOT NULL,
	"cashback_rate" smallint DEFAULT 0 NOT NULL,
	"cancel_free_date" date,
	"user_type_at_order" text NOT NULL,
	"user_grade_at_order" text NOT NULL,
	"confirm_num" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_amount" >= 0 and "orders"."point_amount" >= 0 and "orders"."user_point_amount" >= 0 and "orders"."coupon_amount" >= 0 and "orders"."total_amount" = "orders"."sale_amount" - "orders"."coupon_amount" - "orders"."point_amount" - "orders"."user_point_amount"),
	CONSTRAINT "orders_rooms_check" CHECK ("orders"."rooms" >= 1 and "orders"."nights" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_idx" integer NOT NULL,
	"payment_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway" text NOT NULL,
	"pay_method" text NOT NULL,
	"pay_status" text DEFAULT 'ready' NOT NULL,
	"amount" integer NOT NULL,
	"pay_date" timestamp with time zone,
	"fail_code" text,
	"cancel_amount" integer DEFAULT 0 NOT NULL,
	"cancel_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0 and "payments"."cancel_amount" >= 0 and "payments"."cancel_amount" <= "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"payment_key" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"state" text DEFAULT 'READY' NOT NULL,
	"captures" integer DEFAULT 0 NOT NULL,
	"canceled_amount" integer DEFAULT 0 NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_idx_orders_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_num_key" ON "orders" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_idx","created_at");--> statement-breakpoint
CREATE INDEX "orders_hold_expiry_idx" ON "orders" USING btree ("hold_state","hold_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key_key" ON "payments" USING btree ("order_idx","payment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_complete_per_order" ON "payments" USING btree ("order_idx") WHERE "payments"."pay_status" = 'complete';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_idempotency_key" ON "sandbox_gateway_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_order_idx" ON "sandbox_gateway_payments" USING btree ("order_id");