CREATE TABLE "ad_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" text NOT NULL,
	"first_month" date NOT NULL,
	"last_month" date NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"venue_name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"image_id" uuid,
	"website_url" text,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"billing" jsonb NOT NULL,
	"vat_id" text,
	"net_cents" integer NOT NULL,
	"confirm_token_hash" text,
	"confirm_by" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_email" text,
	"reject_reason" text,
	"renewal_offered_at" timestamp with time zone,
	"ad_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_bookings_confirm_token_key" UNIQUE("confirm_token_hash"),
	CONSTRAINT "ad_bookings_status_check" CHECK (status in ('unconfirmed', 'confirmed', 'approved', 'rejected', 'expired')),
	CONSTRAINT "ad_bookings_period_check" CHECK ("ad_bookings"."first_month" <= "ad_bookings"."last_month" and extract(day from "ad_bookings"."first_month") = 1 and extract(day from "ad_bookings"."last_month") = 1),
	CONSTRAINT "ad_bookings_net_check" CHECK ("ad_bookings"."net_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "ad_slot_holds" (
	"city_id" text NOT NULL,
	"month" date NOT NULL,
	"slot" smallint NOT NULL,
	"booking_id" uuid NOT NULL,
	CONSTRAINT "ad_slot_holds_pkey" PRIMARY KEY("city_id","month","slot"),
	CONSTRAINT "ad_slot_holds_slot_check" CHECK ("ad_slot_holds"."slot" between 1 and 3),
	CONSTRAINT "ad_slot_holds_month_check" CHECK (extract(day from "ad_slot_holds"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "venue_ads" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD CONSTRAINT "ad_bookings_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD CONSTRAINT "ad_bookings_ad_id_venue_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."venue_ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_slot_holds" ADD CONSTRAINT "ad_slot_holds_booking_id_ad_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."ad_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_bookings_status_idx" ON "ad_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ad_slot_holds_booking_idx" ON "ad_slot_holds" USING btree ("booking_id");