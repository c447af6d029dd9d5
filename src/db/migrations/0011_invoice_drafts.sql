CREATE TABLE "invoice_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid,
	"subject" text NOT NULL,
	"values" jsonb NOT NULL,
	"saved_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_drafts" ADD CONSTRAINT "invoice_drafts_request_id_venue_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."venue_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_drafts_request_idx" ON "invoice_drafts" USING btree ("request_id");