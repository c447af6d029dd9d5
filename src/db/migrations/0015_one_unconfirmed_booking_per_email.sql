-- Before the index can hold: bookings whose time to confirm has passed let their slots go (as the expiry job does),
-- and of an address's bookings still waiting only the oldest keeps waiting; the later ones let theirs go.
WITH "released" AS (
	UPDATE "ad_bookings" AS "later" SET "status" = 'expired'
	WHERE "later"."status" = 'unconfirmed' AND (
		"later"."confirm_by" <= now()
		OR EXISTS (
			SELECT 1 FROM "ad_bookings" AS "earlier"
			WHERE "earlier"."status" = 'unconfirmed' AND "earlier"."confirm_by" > now() AND lower("earlier"."email") = lower("later"."email")
				AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
		)
	)
	RETURNING "later"."id"
)
DELETE FROM "ad_slot_holds" WHERE "booking_id" IN (SELECT "id" FROM "released");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_bookings_one_unconfirmed_per_email_key" ON "ad_bookings" USING btree (lower("email")) WHERE "ad_bookings"."status" = 'unconfirmed';
