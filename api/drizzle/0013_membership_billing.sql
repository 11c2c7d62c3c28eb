CREATE TABLE "welfare_point_year_ends" (
	"user_idx" integer NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "welfare_point_year_ends_user_idx_year_kind_pk" PRIMARY KEY("user_idx","year","kind")
);
--> statement-breakpoint
CREATE TABLE "membership_price_answers" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_price_answers_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"price_change_idx" integer NOT NULL,
	"subscription_idx" integer NOT NULL,
	"user_idx" integer NOT NULL,
	"answer" text NOT NULL,
	"renewal_at" timestamp with time zone NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"card_masked" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_price_changes" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_price_changes_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan" text NOT NULL,
	"new_price" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_asked_for" integer;--> statement-breakpoint
ALTER TABLE "welfare_point_year_ends" ADD CONSTRAINT "welfare_point_year_ends_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_price_answers" ADD CONSTRAINT "membership_price_answers_price_change_idx_membership_price_changes_idx_fk" FOREIGN KEY ("price_change_idx") REFERENCES "public"."membership_price_changes"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_price_answers" ADD CONSTRAINT "membership_price_answers_subscription_idx_subscriptions_idx_fk" FOREIGN KEY ("subscription_idx") REFERENCES "public"."subscriptions"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_price_answers" ADD CONSTRAINT "membership_price_answers_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_price_changes" ADD CONSTRAINT "membership_price_changes_created_by_users_idx_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_price_answers_sub_idx" ON "membership_price_answers" USING btree ("subscription_idx","price_change_idx");--> statement-breakpoint
CREATE INDEX "membership_price_answers_user_idx" ON "membership_price_answers" USING btree ("user_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_price_changes_plan_effective" ON "membership_price_changes" USING btree ("plan","effective_at");