CREATE TABLE "venue_slug_redirects" (
	"city_id" text NOT NULL,
	"slug" text NOT NULL,
	"venue_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_slug_redirects_city_id_slug_pk" PRIMARY KEY("city_id","slug")
);
--> statement-breakpoint
ALTER TABLE "venue_requests" ADD COLUMN "wished_venue_id" uuid;--> statement-breakpoint
ALTER TABLE "venue_photos" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "directions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "show_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "partner_user_id" text;--> statement-breakpoint
ALTER TABLE "venue_slug_redirects" ADD CONSTRAINT "venue_slug_redirects_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_slug_redirects_venue_idx" ON "venue_slug_redirects" USING btree ("venue_id");--> statement-breakpoint
ALTER TABLE "venue_requests" ADD CONSTRAINT "venue_requests_wished_venue_id_venues_id_fk" FOREIGN KEY ("wished_venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_partner_user_id_user_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venues_city_slug_key" ON "venues" USING btree ("city_id","slug");--> statement-breakpoint
CREATE INDEX "venues_public_idx" ON "venues" USING btree ("city_id","published_at") WHERE "venues"."published_at" is not null and "venues"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "venues_partner_idx" ON "venues" USING btree ("partner_user_id");--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_slug_check" CHECK ("venues"."slug" is null or "venues"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');