CREATE TABLE "order_refunds" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_idx" integer NOT NULL,
	"part_cancel_idx" integer,
	"scope" text NOT NULL,
	"route" text NOT NULL,
	"method" text,
	"amount" integer NOT NULL,
	"payment_idx" integer,
	"add_pay_payment_idx" integer,
	"timing" text NOT NULL,
	"due_by" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_once" UNIQUE NULLS NOT DISTINCT("order_idx","part_cancel_idx","route","add_pay_payment_idx"),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_idx_orders_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_part_cancel_idx_order_part_cancels_idx_fk" FOREIGN KEY ("part_cancel_idx") REFERENCES "public"."order_part_cancels"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_payment_idx_payments_idx_fk" FOREIGN KEY ("payment_idx") REFERENCES "public"."payments"("idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_add_pay_payment_idx_order_add_pay_payments_idx_fk" FOREIGN KEY ("add_pay_payment_idx") REFERENCES "public"."order_add_pay_payments"("idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_idx");--> statement-breakpoint
-- Cancellations made before the ledger existed, read back from the records they left: each done
-- partial cancel's refunds per route, and each whole cancellation of a paid booking (its payment
-- less what partial cancels refunded, its extras, and the cash, welfare points and coupon the order
-- still carried). Their arrival dates were not kept: due_by stays empty.
INSERT INTO "order_refunds" ("order_idx", "part_cancel_idx", "scope", "route", "method", "amount", "payment_idx", "timing", "created_at")
SELECT pc."order_idx", pc."idx", pc."kind", r."route", CASE WHEN r."route" = 'PAYMENT' THEN p."pay_method" END, r."amount", CASE WHEN r."route" = 'PAYMENT' THEN p."idx" END,
       CASE WHEN r."route" = 'PAYMENT' THEN 'BY_DATE' ELSE 'IMMEDIATE' END, coalesce(pc."done_at", pc."created_at")
FROM "order_part_cancels" pc
LEFT JOIN "payments" p ON p."order_idx" = pc."order_idx" AND p."pay_status" IN ('complete', 'cancel')
CROSS JOIN LATERAL (VALUES ('PAYMENT', pc."payment_refund"), ('AWESOME_CASH', pc."cash_refund"), ('WELFARE_POINTS', pc."welfare_refund")) AS r("route", "amount")
WHERE pc."pay_status" = 'partialCanceled' AND r."amount" > 0;
--> statement-breakpoint
INSERT INTO "order_refunds" ("order_idx", "scope", "route", "method", "amount", "payment_idx", "add_pay_payment_idx", "timing", "created_at")
SELECT o."idx", 'WHOLE', r."route", r."method", r."amount", r."payment_idx", r."add_pay_payment_idx", r."timing", coalesce(p."cancel_date", o."updated_at")
FROM "orders" o
JOIN "payments" p ON p."order_idx" = o."idx" AND p."pay_status" = 'cancel'
CROSS JOIN LATERAL (
  SELECT 'PAYMENT' AS "route", p."pay_method" AS "method",
         p."cancel_amount" - coalesce((SELECT sum(pc."payment_refund") FROM "order_part_cancels" pc WHERE pc."order_idx" = o."idx" AND pc."pay_status" = 'partialCanceled'), 0)::int AS "amount",
         p."idx" AS "payment_idx", NULL::int AS "add_pay_payment_idx", 'BY_DATE' AS "timing"
  UNION ALL SELECT 'AWESOME_CASH', NULL, o."point_amount", NULL, NULL, 'IMMEDIATE'
  UNION ALL SELECT 'WELFARE_POINTS', NULL, o."user_point_amount", NULL, NULL, 'IMMEDIATE'
  UNION ALL SELECT 'COUPON', NULL, o."coupon_amount", NULL, NULL, 'IMMEDIATE'
  UNION ALL SELECT 'ADD_PAY', ap."pay_method", ap."cancel_amount", NULL, ap."idx", 'BY_DATE'
    FROM "order_add_pay_payments" ap JOIN "order_add_pays" a ON a."idx" = ap."add_pay_idx"
    WHERE a."order_idx" = o."idx" AND ap."pay_status" = 'cancel'
) r
WHERE o."status" = 'cancel' AND r."amount" > 0;
