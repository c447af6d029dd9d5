CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token" text NOT NULL,
	"consent_text" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmation_mails" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_email_check" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email") and position('@' in "newsletter_subscribers"."email") > 1),
	CONSTRAINT "newsletter_subscribers_confirmed_check" CHECK ("newsletter_subscribers"."status" <> 'confirmed' or "newsletter_subscribers"."confirmed_at" is not null)
);
--> statement-breakpoint
-- jsonb to text[]: PostgreSQL allows no subquery in ALTER COLUMN ... USING, so the tags move through a new column.
ALTER TABLE "blog_posts" ADD COLUMN "tags_text" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "blog_posts" SET "tags_text" = coalesce((select array_agg(value) from jsonb_array_elements_text("tags")), '{}'::text[]);--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "tags";--> statement-breakpoint
ALTER TABLE "blog_posts" RENAME COLUMN "tags_text" TO "tags";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "blog_posts" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_slug_check" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_reading_time_check" CHECK ("blog_posts"."reading_time" >= 1);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_url_check" CHECK ("blog_posts"."image_url" is null or "blog_posts"."image_url" ~ '^https?://');--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_published_at_check" CHECK ("blog_posts"."published" = ("blog_posts"."published_at" is not null));