CREATE TABLE "stored_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_url" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_images_content_type_check" CHECK ("stored_images"."content_type" in ('image/webp')),
	CONSTRAINT "stored_images_size_check" CHECK ("stored_images"."width" > 0 and "stored_images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "venue_ad_clicks" (
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "venue_ad_clicks_ad_id_day_pk" PRIMARY KEY("ad_id","day"),
	CONSTRAINT "venue_ad_clicks_clicks_check" CHECK ("venue_ad_clicks"."clicks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "venue_ads" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "venue_ad_clicks" ADD CONSTRAINT "venue_ad_clicks_ad_id_venue_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."venue_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_ads" ADD CONSTRAINT "venue_ads_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE set null ON UPDATE no action;