import 'server-only';
import sharp from 'sharp';
import type { Executor } from '@/db/client';
import type { SnapshotPlanner } from '@/db/schema';
import { plannerName } from '@/features/auth/planner';
import { getImage } from '@/features/images/queries';

/** The portrait's side in pixels: three times the 56 points the PDF prints it at. */
const PDF_PHOTO_PIXELS = 168;

/**
 * What the offer PDF needs besides its snapshot: the planner's portrait (the stored WebP, which pdfkit cannot read)
 * as a small square JPEG on white. None without a name (the PDF then speaks for the team), without a portrait, or
 * when the stored image cannot be read: a portrait never stops an offer from being sent or downloaded.
 */
export async function plannerPhotoForPdf(db: Executor, planner: Pick<SnapshotPlanner, 'name' | 'photoImageId'>): Promise<Buffer | undefined> {
  if (!planner.photoImageId || !plannerName(planner)) return undefined;
  const image = await getImage(db, planner.photoImageId);
  if (!image) return undefined;
  try {
    return await sharp(image.bytes).rotate().resize(PDF_PHOTO_PIXELS, PDF_PHOTO_PIXELS, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  } catch {
    return undefined;
  }
}
