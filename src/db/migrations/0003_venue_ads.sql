CREATE TABLE "venue_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" text NOT NULL,
	"venue_name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"website_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"live_system" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_ads_city_id_check" CHECK ("venue_ads"."city_id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "venue_ads_venue_name_check" CHECK (length(btrim("venue_ads"."venue_name")) between 1 and 200),
	CONSTRAINT "venue_ads_description_check" CHECK (length(btrim("venue_ads"."description")) between 1 and 2000),
	CONSTRAINT "venue_ads_image_url_check" CHECK ("venue_ads"."image_url" is null or "venue_ads"."image_url" ~ '^https?://'),
	CONSTRAINT "venue_ads_website_url_check" CHECK ("venue_ads"."website_url" is null or "venue_ads"."website_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE INDEX "venue_ads_public_idx" ON "venue_ads" USING btree ("city_id","featured" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "venue_ads"."active";