CREATE TABLE "wishes" (
	"user_idx" integer NOT NULL,
	"property_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishes_user_idx_property_idx_pk" PRIMARY KEY("user_idx","property_idx")
);
--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishes_user_created_idx" ON "wishes" USING btree ("user_idx","created_at" DESC NULLS LAST);