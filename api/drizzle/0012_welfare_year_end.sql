CREATE TABLE "welfare_point_year_ends" (
	"user_idx" integer NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "welfare_point_year_ends_user_idx_year_kind_pk" PRIMARY KEY("user_idx","year","kind")
);
--> statement-breakpoint
ALTER TABLE "welfare_point_year_ends" ADD CONSTRAINT "welfare_point_year_ends_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;