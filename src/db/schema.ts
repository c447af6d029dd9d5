import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const venueRequests = pgTable(
  'venue_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionToken: text('submission_token').notNull(),
    cityId: text('city_id'),
    cityName: text('city_name').notNull(),
    citySelection: text('city_selection').notNull(),
    customCity: text('custom_city'),
    participantCount: integer('participant_count').notNull(),
    /** The package the company chose in the form, if any. */
    package: text('package').$type<'basis' | 'premium' | 'enterprise'>(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    sourcePage: text('source_page'),
    userAgent: text('user_agent'),
    status: text('status').notNull().default('neu'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('venue_requests_submission_token_key').on(t.submissionToken),
    index('venue_requests_created_at_idx').on(t.createdAt),
    check('venue_requests_package_check', sql`${t.package} in ('basis', 'premium', 'enterprise')`),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    replyTo: text('reply_to'),
    requestId: uuid('request_id').references(() => venueRequests.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    readingTime: integer('reading_time').notNull().default(5),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.published, t.publishedAt)],
);
