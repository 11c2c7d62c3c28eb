CREATE TABLE "staff_roles" (
	"user_idx" integer NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" integer,
	CONSTRAINT "staff_roles_user_idx_role_pk" PRIMARY KEY("user_idx","role"),
	CONSTRAINT "staff_roles_role_check" CHECK ("staff_roles"."role" in ('agent', 'content', 'pricing', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_idx_users_idx_fk" FOREIGN KEY ("user_idx") REFERENCES "public"."users"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_granted_by_users_idx_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill: everyone on the customer centre's staff list so far keeps answering inquiries and chat,
-- as an agent, and nothing more (membership prices now need the pricing role, granted by name).
INSERT INTO "staff_roles" ("user_idx", "role", "granted_at") SELECT "user_idx", 'agent', "created_at" FROM "support_staff" ON CONFLICT DO NOTHING;
