import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, serialId, updatedAt } from './columns';
import { storedImages } from './images';

export const blogCategories = pgTable('blog_categories', {
  id: serialId(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serialId(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt').notNull(),
    /** Markdown (GitHub flavour); raw HTML in it is never rendered. */
    content: text('content').notNull(),
    author: text('author').notNull(),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The address the admin entered; readers get our own copy (imageId), never this address. */
    imageUrl: text('image_url'),
    imageId: uuid('image_id').references(() => storedImages.id, { onDelete: 'set null' }),
    readingTime: integer('reading_time').notNull().default(5),
    published: boolean('published').notNull().default(false),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.published, t.publishedAt),
    check('blog_posts_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('blog_posts_reading_time_check', sql`${t.readingTime} >= 1`),
    check('blog_posts_image_url_check', sql`${t.imageUrl} is null or ${t.imageUrl} ~ '^https?://'`),
    // A published post always has its date, a draft never has one.
    check('blog_posts_published_at_check', sql`${t.published} = (${t.publishedAt} is not null)`),
  ],
);
