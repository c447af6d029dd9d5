CREATE TABLE "morning_mail_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_status_changes_changed_at_idx" ON "request_status_changes" USING btree ("changed_at");