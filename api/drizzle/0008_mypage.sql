CREATE TABLE "hidden_bookings" (
	"order_idx" integer PRIMARY KEY NOT NULL,
	"user_idx" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hidden_bookings" ADD CONSTRAINT "hidden_bookings_order_idx_orders_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_bookings" ADD CONSTRAINT "hidden_bookings_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_bookings_user_idx" ON "hidden_bookings" USING btree ("user_idx");