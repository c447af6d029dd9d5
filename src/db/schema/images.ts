import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images the server fetched from an admin-entered address, checked and re-encoded, so that visitors load
 * them from our own origin (no third party before consent). An image never changes: a new address is a new row.
 */
export const storedImages = pgTable(
  'stored_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceUrl: text('source_url').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('stored_images_content_type_check', sql`${t.contentType} in ('image/webp')`),
    check('stored_images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
