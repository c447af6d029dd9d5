CREATE TABLE "offer_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"option_index" integer NOT NULL,
	"date_index" integer NOT NULL,
	"participant_count" integer NOT NULL,
	"billing" jsonb NOT NULL,
	"purchase_order" text,
	"message" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_acceptances_indexes_check" CHECK ("offer_acceptances"."option_index" between 0 and 5 and "offer_acceptances"."date_index" between 0 and 2 and "offer_acceptances"."participant_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "offer_venue_uses" (
	"offer_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	CONSTRAINT "offer_venue_uses_offer_id_venue_id_pk" PRIMARY KEY("offer_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "offer_version_images" (
	"version_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	CONSTRAINT "offer_version_images_version_id_image_id_pk" PRIMARY KEY("version_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "offer_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_by_email" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_versions_version_check" CHECK ("offer_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"draft" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"token_nonce" text,
	"token_hash" text,
	"token_revoked_at" timestamp with time zone,
	"published_version" integer DEFAULT 0 NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_revision_check" CHECK ("offers"."revision" >= 0 and "offers"."published_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_photos" (
	"venue_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"source_url" text NOT NULL,
	"image_id" uuid NOT NULL,
	CONSTRAINT "venue_photos_venue_id_position_pk" PRIMARY KEY("venue_id","position"),
	CONSTRAINT "venue_photos_position_check" CHECK ("venue_photos"."position" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city_id" text,
	"city_name" text NOT NULL,
	"address" text NOT NULL,
	"capacity_seated" integer NOT NULL,
	"capacity_standing" integer NOT NULL,
	"types" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"included" text DEFAULT '' NOT NULL,
	"website_url" text,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"internal_notes" text DEFAULT '' NOT NULL,
	"price_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_spend_cents" integer,
	"cancellation_terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guest_drop" jsonb,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_name_check" CHECK (length(btrim("venues"."name")) between 1 and 200),
	CONSTRAINT "venues_city_check" CHECK (length(btrim("venues"."city_name")) between 1 and 100 and ("venues"."city_id" is null or "venues"."city_id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')),
	CONSTRAINT "venues_capacity_check" CHECK ("venues"."capacity_seated" >= 0 and "venues"."capacity_standing" >= 0 and greatest("venues"."capacity_seated", "venues"."capacity_standing") > 0),
	CONSTRAINT "venues_types_check" CHECK (cardinality(types) >= 1 and types <@ array['restaurant', 'eventlocation', 'hotel', 'bar', 'brauhaus', 'rooftop', 'schiff', 'kochschule', 'loft', 'aktiv']::text[]),
	CONSTRAINT "venues_website_url_check" CHECK ("venues"."website_url" is null or "venues"."website_url" ~ '^https?://'),
	CONSTRAINT "venues_minimum_spend_check" CHECK ("venues"."minimum_spend_cents" is null or "venues"."minimum_spend_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "venue_requests" DROP CONSTRAINT "venue_requests_status_check";--> statement-breakpoint
ALTER TABLE "request_status_changes" ADD COLUMN "event" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_acceptances" ADD CONSTRAINT "offer_acceptances_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_acceptances" ADD CONSTRAINT "offer_acceptances_version_id_offer_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."offer_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_venue_uses" ADD CONSTRAINT "offer_venue_uses_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_venue_uses" ADD CONSTRAINT "offer_venue_uses_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_version_images" ADD CONSTRAINT "offer_version_images_version_id_offer_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."offer_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_version_images" ADD CONSTRAINT "offer_version_images_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_request_id_venue_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."venue_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_photos" ADD CONSTRAINT "venue_photos_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_photos" ADD CONSTRAINT "venue_photos_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_acceptances_offer_id_key" ON "offer_acceptances" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_venue_uses_venue_idx" ON "offer_venue_uses" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "offer_version_images_image_idx" ON "offer_version_images" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_versions_offer_version_key" ON "offer_versions" USING btree ("offer_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_request_id_key" ON "offers" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_token_hash_key" ON "offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "request_status_changes" ADD CONSTRAINT "request_status_changes_event_check" CHECK (event in ('status', 'offer_published', 'offer_viewed', 'offer_question', 'offer_accepted'));--> statement-breakpoint
ALTER TABLE "venue_requests" ADD CONSTRAINT "venue_requests_status_check" CHECK (status in ('neu', 'in_bearbeitung', 'angebot_gesendet', 'angebot_angenommen', 'gebucht', 'abgesagt'));--> statement-breakpoint
CREATE FUNCTION "refuse_update_of_frozen_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'frozen record: % cannot be changed', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offer_versions_frozen" BEFORE UPDATE ON "offer_versions" FOR EACH ROW EXECUTE FUNCTION "refuse_update_of_frozen_record"();--> statement-breakpoint
CREATE TRIGGER "offer_acceptances_frozen" BEFORE UPDATE ON "offer_acceptances" FOR EACH ROW EXECUTE FUNCTION "refuse_update_of_frozen_record"();
