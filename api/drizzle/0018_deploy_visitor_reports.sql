CREATE TABLE "deploy_visitor_reports" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"visitor" text NOT NULL,
	"network" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone,
	"loads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"fallbacks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deploy_visitor_reports_remote_version_visitor_pk" PRIMARY KEY("remote","version","visitor")
);
--> statement-breakpoint
CREATE INDEX "deploy_visitor_reports_last_at_idx" ON "deploy_visitor_reports" USING btree ("last_at");