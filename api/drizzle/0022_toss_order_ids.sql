ALTER TABLE "payments" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_id_key" ON "payments" USING btree ("gateway_order_id");