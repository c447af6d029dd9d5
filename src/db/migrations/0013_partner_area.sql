CREATE TABLE "ad_edits" (
	"ad_id" uuid PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"image_id" uuid,
	"website_url" text,
	"partner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_edits_description_check" CHECK (length(btrim("ad_edits"."description")) between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_role_check";--> statement-breakpoint
DROP INDEX "ad_slot_holds_booking_idx";--> statement-breakpoint
ALTER TABLE "ad_slot_holds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "ad_slot_holds" ADD COLUMN "ad_id" uuid;--> statement-breakpoint
ALTER TABLE "ad_edits" ADD CONSTRAINT "ad_edits_ad_id_venue_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."venue_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_edits" ADD CONSTRAINT "ad_edits_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_edits" ADD CONSTRAINT "ad_edits_partner_id_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD CONSTRAINT "ad_bookings_partner_id_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_slot_holds" ADD CONSTRAINT "ad_slot_holds_ad_id_venue_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."venue_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_bookings_partner_idx" ON "ad_bookings" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_slot_holds_ad_month_key" ON "ad_slot_holds" USING btree ("ad_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_slot_holds_booking_month_key" ON "ad_slot_holds" USING btree ("booking_id","month");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("user"."role" in ('admin', 'user', 'partner'));--> statement-breakpoint
ALTER TABLE "ad_slot_holds" ADD CONSTRAINT "ad_slot_holds_holder_check" CHECK (("ad_slot_holds"."booking_id" is null) <> ("ad_slot_holds"."ad_id" is null));