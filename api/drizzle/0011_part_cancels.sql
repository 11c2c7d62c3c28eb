CREATE TABLE "order_part_cancels" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_part_cancels_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"rooms" smallint NOT NULL,
	"nights" smallint NOT NULL,
	"pay_status" text DEFAULT 'partialCancel' NOT NULL,
	"from_status" text NOT NULL,
	"payment_refund" integer DEFAULT 0 NOT NULL,
	"cash_refund" integer DEFAULT 0 NOT NULL,
	"welfare_refund" integer DEFAULT 0 NOT NULL,
	"fingerprint" text NOT NULL,
	"preview" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "order_part_cancels_amounts_check" CHECK ("order_part_cancels"."payment_refund" >= 0 and "order_part_cancels"."cash_refund" >= 0 and "order_part_cancels"."welfare_refund" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_part_cancels" ADD CONSTRAINT "order_part_cancels_order_idx_orders_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_part_cancels_order_idx" ON "order_part_cancels" USING btree ("order_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "order_part_cancels_one_open" ON "order_part_cancels" USING btree ("order_idx") WHERE "order_part_cancels"."pay_status" = 'partialCancel';