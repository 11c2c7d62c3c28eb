CREATE TABLE "chat_agents" (
	"user_idx" integer PRIMARY KEY NOT NULL,
	"seen_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_idx" integer NOT NULL,
	"sender" text NOT NULL,
	"staff_idx" integer,
	"body" text NOT NULL,
	"page_url" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_threads_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_idx" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"page_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_agents" ADD CONSTRAINT "chat_agents_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_idx_chat_threads_idx_fk" FOREIGN KEY ("thread_idx") REFERENCES "public"."chat_threads"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_idx_users_idx_fk" FOREIGN KEY ("staff_idx") REFERENCES "public"."users"("idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("thread_idx","idx");--> statement-breakpoint
CREATE INDEX "chat_threads_member_idx" ON "chat_threads" USING btree ("user_idx","status");--> statement-breakpoint
CREATE INDEX "chat_threads_open_idx" ON "chat_threads" USING btree ("status","updated_at");