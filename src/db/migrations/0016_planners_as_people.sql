ALTER TABLE "user" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "photo_image_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "venue_requests" ADD COLUMN "salutation" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_photo_image_id_stored_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."stored_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_requests" ADD CONSTRAINT "venue_requests_salutation_check" CHECK (salutation in ('frau', 'herr'));--> statement-breakpoint
-- An admin made before names existed carries their address as a name; that is no name to show a customer.
UPDATE "user" SET "name" = '' WHERE "name" = "email";
