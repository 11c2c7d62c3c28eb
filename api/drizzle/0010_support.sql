CREATE TABLE "inquiries" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_idx" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"order_num" text,
	"user_order_num" text,
	"page_url" text,
	"status" text DEFAULT 'WAIT' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('WAIT', 'COMPLETE')),
	CONSTRAINT "inquiries_answer_check" CHECK (("inquiries"."status" = 'WAIT') = ("inquiries"."answer" is null))
);
--> statement-breakpoint
CREATE TABLE "support_staff" (
	"user_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_staff_user_idx_pk" PRIMARY KEY("user_idx")
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_versions_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"effective_date" date NOT NULL,
	"title_ko" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"body_ko" text NOT NULL,
	"body_en" text NOT NULL,
	"body_ja" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advance_notices" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advance_notices_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_idx" integer NOT NULL,
	"event_type" text NOT NULL,
	"alarm_idx" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered_by_users_idx_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_staff" ADD CONSTRAINT "support_staff_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_notices" ADD CONSTRAINT "advance_notices_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_idx","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_open_due_idx" ON "inquiries" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_kind_version_key" ON "policy_versions" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "advance_notices_member_key" ON "advance_notices" USING btree ("user_idx","event_type","alarm_idx");--> statement-breakpoint
CREATE INDEX "advance_notices_pending_idx" ON "advance_notices" USING btree ("notified_at","alarm_idx");