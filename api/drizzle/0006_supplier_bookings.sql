CREATE TABLE "supplier_bookings" (
	"order_idx" integer PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"channel_code" text NOT NULL,
	"state" text DEFAULT 'PRICED' NOT NULL,
	"confirm_num" text,
	"fail_code" text,
	"book_calls" integer DEFAULT 0 NOT NULL,
	"retrieve_calls" integer DEFAULT 0 NOT NULL,
	"booked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"lease_token" text,
	"lease_until" timestamp with time zone,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_bookings_state_check" CHECK ("supplier_bookings"."state" in ('PRICED', 'UNKNOWN', 'CONFIRMED', 'REFUNDING', 'FAILED', 'CANCELLED') and ("supplier_bookings"."state" <> 'CONFIRMED' or "supplier_bookings"."confirm_num" is not null))
);
--> statement-breakpoint
CREATE TABLE "supplier_sim_bookings" (
	"order_num" text PRIMARY KEY NOT NULL,
	"channel_code" text NOT NULL,
	"rate_key" text NOT NULL,
	"amount" integer NOT NULL,
	"guest_name" text NOT NULL,
	"status" text NOT NULL,
	"final_status" text NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"confirm_num" text,
	"fail_code" text,
	"book_calls" integer DEFAULT 1 NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_bookings" ADD CONSTRAINT "supplier_bookings_order_idx_orders_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bookings_order_num_key" ON "supplier_bookings" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "supplier_bookings_due_idx" ON "supplier_bookings" USING btree ("state","next_check_at");--> statement-breakpoint
CREATE INDEX "supplier_sim_bookings_channel_idx" ON "supplier_sim_bookings" USING btree ("channel_code","created_at");