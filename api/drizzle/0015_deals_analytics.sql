CREATE TABLE "analytics_events" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"session_id" text NOT NULL,
	"user_idx" integer,
	"params" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_day_name_idx" ON "analytics_events" USING btree ("day","name");