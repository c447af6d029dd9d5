CREATE TABLE "availability_asks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"dates" jsonb NOT NULL,
	"participant_count" integer NOT NULL,
	"budget_per_person_cents" integer,
	"wishes" text DEFAULT '' NOT NULL,
	"planner_note" text DEFAULT '' NOT NULL,
	"asked_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_asks_dates_check" CHECK (jsonb_typeof("availability_asks"."dates") = 'array' and jsonb_array_length("availability_asks"."dates") between 1 and 3),
	CONSTRAINT "availability_asks_figures_check" CHECK ("availability_asks"."participant_count" >= 1 and ("availability_asks"."budget_per_person_cents" is null or "availability_asks"."budget_per_person_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "availability_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ask_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"token_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'asked' NOT NULL,
	"date_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quoted_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_note" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"booking_mailed_at" timestamp with time zone,
	"booking_reply" text,
	"booking_reply_reason" text DEFAULT '' NOT NULL,
	"booking_replied_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_invites_status_check" CHECK (status in ('asked', 'answered', 'declined')),
	CONSTRAINT "availability_invites_booking_reply_check" CHECK ("availability_invites"."booking_reply" is null or "availability_invites"."booking_reply" in ('confirmed', 'declined')),
	CONSTRAINT "availability_invites_revision_check" CHECK ("availability_invites"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "request_status_changes" DROP CONSTRAINT "request_status_changes_event_check";--> statement-breakpoint
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_request_id_venue_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."venue_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_asked_by_id_user_id_fk" FOREIGN KEY ("asked_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_invites" ADD CONSTRAINT "availability_invites_ask_id_availability_asks_id_fk" FOREIGN KEY ("ask_id") REFERENCES "public"."availability_asks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_invites" ADD CONSTRAINT "availability_invites_request_id_venue_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."venue_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_invites" ADD CONSTRAINT "availability_invites_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_asks_request_idx" ON "availability_asks" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_invites_token_hash_key" ON "availability_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_invites_request_venue_key" ON "availability_invites" USING btree ("request_id","venue_id");--> statement-breakpoint
CREATE INDEX "availability_invites_venue_idx" ON "availability_invites" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "availability_invites_waiting_idx" ON "availability_invites" USING btree ("created_at") WHERE "availability_invites"."status" = 'asked' and "availability_invites"."reminded_at" is null;--> statement-breakpoint
ALTER TABLE "request_status_changes" ADD CONSTRAINT "request_status_changes_event_check" CHECK (event in ('status', 'offer_published', 'offer_viewed', 'offer_question', 'offer_accepted', 'call_booked', 'call_moved', 'call_cancelled', 'call_outcome', 'invoice_issued', 'invoice_sent', 'invoice_paid', 'invoice_cancelled', 'availability_asked', 'venue_booking_confirmed', 'venue_booking_declined'));