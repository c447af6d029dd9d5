-- btree_gist lets one exclusion constraint compare the planner (=) and the time range (&&): no two booked calls of a planner overlap, buffer included.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "call_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"planner_id" text NOT NULL,
	"day" date NOT NULL,
	"start_minute" smallint,
	"end_minute" smallint,
	CONSTRAINT "call_exceptions_range_check" CHECK (("call_exceptions"."start_minute" is null and "call_exceptions"."end_minute" is null) or ("call_exceptions"."start_minute" >= 0 and "call_exceptions"."start_minute" < "call_exceptions"."end_minute" and "call_exceptions"."end_minute" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "call_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"planner_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "call_hours_range_check" CHECK ("call_hours"."weekday" between 1 and 7 and "call_hours"."start_minute" >= 0 and "call_hours"."start_minute" < "call_hours"."end_minute" and "call_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "call_links" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"token_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_links_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "call_planners" (
	"user_id" text PRIMARY KEY NOT NULL,
	"takes_calls" boolean DEFAULT false NOT NULL,
	"feed_token_nonce" text,
	"feed_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_planners_feed_token_hash_key" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "call_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "call_reminders_kind_check" CHECK (kind in ('24h', '1h')),
	CONSTRAINT "call_reminders_status_check" CHECK ("call_reminders"."status" in ('pending', 'sent', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "call_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"call_minutes" smallint DEFAULT 15 NOT NULL,
	"buffer_minutes" smallint DEFAULT 5 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" smallint DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_settings_values_check" CHECK ("call_settings"."id" and "call_settings"."call_minutes" between 5 and 240 and "call_settings"."buffer_minutes" between 0 and 120 and "call_settings"."minimum_notice_minutes" >= 0 and "call_settings"."horizon_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"planner_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"wished_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_per_person_cents" integer,
	"note" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"outcome_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_status_check" CHECK (status in ('booked', 'cancelled', 'held', 'not_reached', 'moved')),
	CONSTRAINT "calls_times_check" CHECK ("calls"."starts_at" < "calls"."ends_at" and "calls"."ends_at" <= "calls"."blocked_until"),
	CONSTRAINT "calls_wishes_check" CHECK (jsonb_typeof("calls"."wished_dates") = 'array' and jsonb_array_length("calls"."wished_dates") <= 3),
	CONSTRAINT "calls_budget_check" CHECK ("calls"."budget_per_person_cents" >= 0 and "calls"."sequence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "request_status_changes" DROP CONSTRAINT "request_status_changes_event_check";--> statement-breakpoint
ALTER TABLE "call_exceptions" ADD CONSTRAINT "call_exceptions_planner_id_call_planners_user_id_fk" FOREIGN KEY ("planner_id") REFERENCES "public"."call_planners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_hours" ADD CONSTRAINT "call_hours_planner_id_call_planners_user_id_fk" FOREIGN KEY ("planner_id") REFERENCES "public"."call_planners"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_links" ADD CONSTRAINT "call_links_request_id_venue_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."venue_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_planners" ADD CONSTRAINT "call_planners_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_reminders" ADD CONSTRAINT "call_reminders_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_request_id_venue_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."venue_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_planner_id_call_planners_user_id_fk" FOREIGN KEY ("planner_id") REFERENCES "public"."call_planners"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_exceptions_planner_day_idx" ON "call_exceptions" USING btree ("planner_id","day");--> statement-breakpoint
CREATE INDEX "call_hours_planner_idx" ON "call_hours" USING btree ("planner_id","weekday");--> statement-breakpoint
CREATE INDEX "call_reminders_due_idx" ON "call_reminders" USING btree ("due_at") WHERE "call_reminders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "call_reminders_pending_key" ON "call_reminders" USING btree ("call_id","kind") WHERE "call_reminders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "calls_one_booked_per_request_key" ON "calls" USING btree ("request_id") WHERE "calls"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "calls_planner_starts_idx" ON "calls" USING btree ("planner_id","starts_at");--> statement-breakpoint
ALTER TABLE "request_status_changes" ADD CONSTRAINT "request_status_changes_event_check" CHECK (event in ('status', 'offer_published', 'offer_viewed', 'offer_question', 'offer_accepted', 'call_booked', 'call_moved', 'call_cancelled', 'call_outcome'));--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_planner_no_overlap" EXCLUDE USING gist ("planner_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&) WHERE ("status" = 'booked');--> statement-breakpoint
INSERT INTO "call_settings" DEFAULT VALUES;
