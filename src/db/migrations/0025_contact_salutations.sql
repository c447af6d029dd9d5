ALTER TABLE "user" ADD COLUMN "salutation" text;--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD COLUMN "salutation" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "contact_salutation" text;--> statement-breakpoint
ALTER TABLE "availability_invites" ADD COLUMN "contact_salutation" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_salutation_check" CHECK (salutation in ('frau', 'herr'));--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD CONSTRAINT "ad_bookings_salutation_check" CHECK (salutation in ('frau', 'herr'));--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_contact_salutation_check" CHECK (contact_salutation in ('frau', 'herr'));--> statement-breakpoint
ALTER TABLE "availability_invites" ADD CONSTRAINT "availability_invites_contact_salutation_check" CHECK (contact_salutation in ('frau', 'herr'));