CREATE TABLE "deploy_reports" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"fallbacks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deploy_reports_remote_version_minute_pk" PRIMARY KEY("remote","version","minute")
);
