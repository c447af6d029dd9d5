import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef } from './columns';

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
    id: id(),
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

/**
 * Smaller copies of a stored image for responsive pages (`srcset`), made the first time a page asks for one width and
 * kept with their image.
 */
export const storedImageVariants = pgTable(
  'stored_image_variants',
  {
    imageId: requiredRef(uuid('image_id'), () => storedImages.id, 'cascade'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] }), check('stored_image_variants_size_check', sql`${t.width} > 0 and ${t.height} > 0`)],
);
