CREATE TABLE "order_add_pay_payments" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_add_pay_payments_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"add_pay_idx" integer NOT NULL,
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
	CONSTRAINT "order_add_pay_payments_amount_check" CHECK ("order_add_pay_payments"."amount" >= 0 and "order_add_pay_payments"."cancel_amount" >= 0 and "order_add_pay_payments"."cancel_amount" <= "order_add_pay_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "order_add_pays" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_add_pays_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_idx" integer NOT NULL,
	"title_ko" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'READY' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_add_pays_amount_check" CHECK ("order_add_pays"."amount" >= 100),
	CONSTRAINT "order_add_pays_paid_check" CHECK (("order_add_pays"."state" = 'PAID') = ("order_add_pays"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "check_in_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "check_out_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_num" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stay_start_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stay_end_date" date;--> statement-breakpoint
ALTER TABLE "order_add_pay_payments" ADD CONSTRAINT "order_add_pay_payments_add_pay_idx_order_add_pays_idx_fk" FOREIGN KEY ("add_pay_idx") REFERENCES "public"."order_add_pays"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_add_pays" ADD CONSTRAINT "order_add_pays_order_idx_orders_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_add_pay_payments_key_key" ON "order_add_pay_payments" USING btree ("payment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_add_pay_payments_idempotency_key" ON "order_add_pay_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_add_pay_payments_one_complete" ON "order_add_pay_payments" USING btree ("add_pay_idx") WHERE "order_add_pay_payments"."pay_status" = 'complete';--> statement-breakpoint
CREATE INDEX "order_add_pay_payments_add_pay_idx" ON "order_add_pay_payments" USING btree ("add_pay_idx");--> statement-breakpoint
CREATE INDEX "order_add_pays_order_idx" ON "order_add_pays" USING btree ("order_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_voucher_num_key" ON "orders" USING btree ("voucher_num");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dates_check" CHECK (("orders"."check_in_date" is null) = ("orders"."check_out_date" is null) and ("orders"."check_in_date" is null or "orders"."check_out_date" > "orders"."check_in_date") and ("orders"."check_in_date" is not null or ("orders"."voucher_num" is not null and "orders"."stay_start_date" is not null)));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stay_window_check" CHECK (("orders"."stay_start_date" is null) = ("orders"."stay_end_date" is null) and ("orders"."stay_start_date" is null or "orders"."stay_end_date" >= "orders"."stay_start_date"));