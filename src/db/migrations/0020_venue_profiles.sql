CREATE TABLE "stored_image_variants" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_image_variants_image_id_width_pk" PRIMARY KEY("image_id","width"),
	CONSTRAINT "stored_image_variants_size_check" CHECK ("stored_image_variants"."width" > 0 and "stored_image_variants"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "venue_profile_edit_photos" (
	"venue_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"source_url" text NOT NULL,
	"image_id" uuid NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "venue_profile_edit_photos_venue_id_position_pk" PRIMARY KEY("venue_id","position"),
	CONSTRAINT "venue_profile_edit_photos_position_check" CHECK ("venue_profile_edit_photos"."position" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "venue_profile_edits" (
	"venue_id" uuid PRIMARY KEY NOT NULL,
	"partner_user_id" text NOT NULL,
	"description" text NOT NULL,
	"included" text NOT NULL,
	"directions" text NOT NULL,
	"capacity_seated" integer NOT NULL,
	"capacity_standing" integer NOT NULL,
	"types" text[] NOT NULL,
	"price_blocks" jsonb NOT NULL,
	"show_prices" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_profile_edits_capacity_check" CHECK ("venue_profile_edits"."capacity_seated" >= 0 and "venue_profile_edits"."capacity_standing" >= 0 and greatest("venue_profile_edits"."capacity_seated", "venue_profile_edits"."capacity_standing") > 0),
	CONSTRAINT "venue_profile_edits_types_check" CHECK (cardinality(types) >= 1 and types <@ array['restaurant', 'eventlocation', 'hotel', 'bar', 'brauhaus', 'rooftop', 'schiff', 'kochschule', 'loft', 'aktiv']::text[])
);
--> statement-breakpoint
ALTER TABLE "stored_image_variants" ADD CONSTRAINT "stored_image_variants_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_profile_edit_photos" ADD CONSTRAINT "venue_profile_edit_photos_venue_id_venue_profile_edits_venue_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue_profile_edits"("venue_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_profile_edit_photos" ADD CONSTRAINT "venue_profile_edit_photos_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_profile_edits" ADD CONSTRAINT "venue_profile_edits_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_profile_edits" ADD CONSTRAINT "venue_profile_edits_partner_user_id_user_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;