CREATE TABLE "venue_ad_click_visitors" (
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "venue_ad_click_visitors_ad_id_day_visitor_pk" PRIMARY KEY("ad_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "venue_ad_click_visitors" ADD CONSTRAINT "venue_ad_click_visitors_ad_id_venue_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."venue_ads"("id") ON DELETE cascade ON UPDATE no action;