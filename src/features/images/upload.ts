import 'server-only';
import { IMAGE_KINDS, type UploadKind } from '@/lib/upload-limits';
import { type EncodedImage, encodeImage, sniffImageType } from './encode';
import { ImageFetchError } from './fetch-image';

/** Why an uploaded file was refused. */
export type UploadProblem = 'notImage' | 'tooLarge' | 'unreadable';

/** A refused upload in the words of the form that took it (the admin's language, or the public German). */
export type UploadWords = Readonly<Record<UploadProblem, string>>;

export type UploadResult = { ok: true; image: EncodedImage } | { ok: false; problem: UploadProblem; error: string };

/**
 * The one reader of a file someone chose in a form (a planner's portrait, a venue's photo in the team's form or in an
 * operator's profile): checked against its kind's limit (lib/upload-limits.ts) before a byte is read, then by its
 * first bytes (not by the type the browser names) against the kind's formats, and re-encoded like a fetched image
 * (which drops metadata such as GPS positions); or the problem, with its field's error in the caller's words.
 */
export async function readUpload(file: File, kind: UploadKind, words: UploadWords): Promise<UploadResult> {
  const refused = (problem: UploadProblem): UploadResult => ({ ok: false, problem, error: words[problem] });
  const { maxBytes, types } = IMAGE_KINDS[kind];
  if (file.size > maxBytes) return refused('tooLarge');
  const bytes = Buffer.from(await file.arrayBuffer());
  const sniffed = sniffImageType(bytes);
  if (!sniffed || !(types as readonly string[]).includes(`image/${sniffed}`)) return refused('notImage');
  try {
    return { ok: true, image: await encodeImage(bytes) };
  } catch (err) {
    if (err instanceof ImageFetchError) return refused('unreadable');
    throw err;
  }
}
