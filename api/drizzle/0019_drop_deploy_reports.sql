-- Per-minute counts cannot be split into visitors; they are short-lived health signals, so they go.
DROP TABLE "deploy_reports" CASCADE;
