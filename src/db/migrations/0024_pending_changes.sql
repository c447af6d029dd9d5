CREATE TABLE "pending_change_photos" (
	"change_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"source_url" text NOT NULL,
	"image_id" uuid NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "pending_change_photos_change_id_position_pk" PRIMARY KEY("change_id","position"),
	CONSTRAINT "pending_change_photos_position_check" CHECK ("pending_change_photos"."position" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "pending_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"venue_id" uuid,
	"ad_id" uuid,
	"partner_user_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_changes_kind_check" CHECK (kind in ('ad', 'profile')),
	CONSTRAINT "pending_changes_subject_check" CHECK (case "pending_changes"."kind" when 'ad' then "pending_changes"."ad_id" is not null and "pending_changes"."venue_id" is null when 'profile' then "pending_changes"."venue_id" is not null and "pending_changes"."ad_id" is null else false end),
	CONSTRAINT "pending_changes_payload_check" CHECK (jsonb_typeof("pending_changes"."payload") = 'object')
);
--> statement-breakpoint
ALTER TABLE "pending_change_photos" ADD CONSTRAINT "pending_change_photos_change_id_pending_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."pending_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_change_photos" ADD CONSTRAINT "pending_change_photos_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_ad_id_venue_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."venue_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_partner_user_id_user_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_change_photos_image_idx" ON "pending_change_photos" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_changes_one_per_ad_key" ON "pending_changes" USING btree ("ad_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_changes_one_per_venue_key" ON "pending_changes" USING btree ("venue_id","kind");--> statement-breakpoint
CREATE INDEX "pending_changes_partner_idx" ON "pending_changes" USING btree ("partner_user_id");--> statement-breakpoint
-- No waiting change is lost on the upgrade: each one of the two former tables becomes a pending change of its kind,
-- with its photos (an ad's image at position 0), before those tables go.
INSERT INTO "pending_changes" ("kind", "ad_id", "partner_user_id", "payload", "created_at")
SELECT 'ad', "ad_id", "partner_id", jsonb_build_object('description', "description", 'imageUrl', "image_url", 'websiteUrl', "website_url"), "created_at"
FROM "ad_edits";--> statement-breakpoint
INSERT INTO "pending_change_photos" ("change_id", "position", "source_url", "image_id", "alt")
SELECT "pending_changes"."id", 0, coalesce("ad_edits"."image_url", "stored_images"."source_url"), "ad_edits"."image_id", ''
FROM "ad_edits"
JOIN "pending_changes" ON "pending_changes"."kind" = 'ad' AND "pending_changes"."ad_id" = "ad_edits"."ad_id"
JOIN "stored_images" ON "stored_images"."id" = "ad_edits"."image_id";--> statement-breakpoint
INSERT INTO "pending_changes" ("kind", "venue_id", "partner_user_id", "payload", "created_at")
SELECT 'profile', "venue_id", "partner_user_id",
  jsonb_build_object('description', "description", 'included', "included", 'directions', "directions", 'capacitySeated', "capacity_seated", 'capacityStanding', "capacity_standing", 'types', to_jsonb("types"), 'priceBlocks', "price_blocks", 'showPrices', "show_prices"),
  "created_at"
FROM "venue_profile_edits";--> statement-breakpoint
INSERT INTO "pending_change_photos" ("change_id", "position", "source_url", "image_id", "alt")
SELECT "pending_changes"."id", "venue_profile_edit_photos"."position", "venue_profile_edit_photos"."source_url", "venue_profile_edit_photos"."image_id", "venue_profile_edit_photos"."alt"
FROM "venue_profile_edit_photos"
JOIN "pending_changes" ON "pending_changes"."kind" = 'profile' AND "pending_changes"."venue_id" = "venue_profile_edit_photos"."venue_id";--> statement-breakpoint
DROP TABLE "ad_edits" CASCADE;--> statement-breakpoint
DROP TABLE "venue_profile_edit_photos" CASCADE;--> statement-breakpoint
DROP TABLE "venue_profile_edits" CASCADE;
