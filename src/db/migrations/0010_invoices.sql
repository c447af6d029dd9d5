CREATE TABLE "invoice_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_number_check" CHECK ("invoice_counters"."last_number" >= 1 and "invoice_counters"."year" between 2000 and 2999)
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"note" text,
	"by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_events_kind_check" CHECK (kind in ('sent', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"request_id" uuid,
	"subject" text NOT NULL,
	"cancels_id" uuid,
	"buyer_name" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"document" jsonb NOT NULL,
	"issued_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_key" UNIQUE("number"),
	CONSTRAINT "invoices_type_check" CHECK (type in ('invoice', 'cancellation')),
	CONSTRAINT "invoices_totals_check" CHECK ("invoices"."gross_cents" = "invoices"."net_cents" + "invoices"."vat_cents"),
	CONSTRAINT "invoices_cancellation_check" CHECK (("invoices"."type" = 'cancellation') = ("invoices"."cancels_id" is not null)),
	CONSTRAINT "invoices_dates_check" CHECK ("invoices"."due_date" >= "invoices"."issue_date")
);
--> statement-breakpoint
CREATE TABLE "open_invoice_subjects" (
	"request_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	CONSTRAINT "open_invoice_subjects_pkey" PRIMARY KEY("request_id","subject"),
	CONSTRAINT "open_invoice_subjects_invoice_key" UNIQUE("invoice_id")
);
--> statement-breakpoint
ALTER TABLE "request_status_changes" DROP CONSTRAINT "request_status_changes_event_check";--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_invoice_subjects" ADD CONSTRAINT "open_invoice_subjects_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_events_once_key" ON "invoice_events" USING btree ("invoice_id","kind") WHERE "invoice_events"."kind" in ('paid', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_cancellation_key" ON "invoices" USING btree ("cancels_id");--> statement-breakpoint
CREATE INDEX "invoices_request_idx" ON "invoices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
ALTER TABLE "request_status_changes" ADD CONSTRAINT "request_status_changes_event_check" CHECK (event in ('status', 'offer_published', 'offer_viewed', 'offer_question', 'offer_accepted', 'call_booked', 'call_moved', 'call_cancelled', 'call_outcome', 'invoice_issued', 'invoice_sent', 'invoice_paid', 'invoice_cancelled'));--> statement-breakpoint
CREATE FUNCTION "refuse_change_of_issued_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND OLD.issue_date < (date_trunc('year', current_date) - interval '8 years')::date THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'issued invoice %: it cannot be changed, nor deleted before its retention ends', OLD.number USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_frozen" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_issued_invoice"();--> statement-breakpoint
CREATE TRIGGER "invoice_events_frozen" BEFORE UPDATE ON "invoice_events" FOR EACH ROW EXECUTE FUNCTION "refuse_update_of_frozen_record"();
