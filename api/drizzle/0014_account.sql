CREATE TABLE "coupon_code_redemptions" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_code_redemptions_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_codes_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"manager_codes" text[] NOT NULL,
	"company_idx" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_redemptions" integer,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_codes_kind_check" CHECK ("coupon_codes"."kind" in ('PACK', 'CORPORATION', 'LIVE')),
	CONSTRAINT "coupon_codes_count_check" CHECK ("coupon_codes"."redeemed_count" >= 0 and ("coupon_codes"."max_redemptions" is null or "coupon_codes"."redeemed_count" <= "coupon_codes"."max_redemptions"))
);
--> statement-breakpoint
ALTER TABLE "coupon_code_redemptions" ADD CONSTRAINT "coupon_code_redemptions_code_idx_coupon_codes_idx_fk" FOREIGN KEY ("code_idx") REFERENCES "public"."coupon_codes"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_code_redemptions" ADD CONSTRAINT "coupon_code_redemptions_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_company_idx_companies_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_redemptions_code_user_key" ON "coupon_code_redemptions" USING btree ("code_idx","user_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_kind_code_key" ON "coupon_codes" USING btree ("kind","code");