/**
 * What the server reads as an image, by kind: the largest file, for a form's files the largest sum of one save's new
 * files, and the formats taken (by their first bytes, features/images/upload.ts; the types a file input offers). The
 * one table of these limits: the forms' checks, the upload reader, the image fetch, the post guards' body limits
 * (post-guards.ts, next.config.ts) and nginx's (deploy/nginx.conf, held together by a test) all derive from it.
 * Loaded without bundling by src/server.ts (through post-guards.ts): no imports.
 */

const MB = 1024 * 1024;

/** The photo formats the file inputs offer and the server takes (GIF and AVIF are not offered for uploads). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const IMAGE_KINDS = {
  /** A planner's portrait (the Account page, the Users tab): one file per save. */
  portrait: { maxBytes: 5 * MB, maxSaveBytes: 5 * MB, types: PHOTO_TYPES },
  /** A venue's photo, in the team's venue form and in an operator's profile of its venue: up to six per save. */
  venuePhoto: { maxBytes: 10 * MB, maxSaveBytes: 10 * MB, types: PHOTO_TYPES },
  /** An image behind an address the server fetches (an ad's, a blog post's, a venue photo's address). */
  imageAddress: { maxBytes: 5 * MB, types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;
/** The kinds a form uploads as files. */
export type UploadKind = { [K in ImageKind]: (typeof IMAGE_KINDS)[K] extends { maxSaveBytes: number } ? K : never }[ImageKind];
export type UploadType = (typeof PHOTO_TYPES)[number];

/** A limit as the words name it: whole megabytes. */
export const megabytes = (bytes: number) => Math.round(bytes / MB);

/** What a form's text fields may add to its files in one post: the body limit of a page that uploads is its files' and this. */
export const FORM_FIELDS_BYTES = 1 * MB;

/** The largest body a post of a form uploading this kind may carry. */
export const uploadBodyLimit = (kind: UploadKind) => IMAGE_KINDS[kind].maxSaveBytes + FORM_FIELDS_BYTES;

/** Whether the type a browser names for a file is one the kind takes (the server reads the first bytes besides). */
export const declaredAs = (file: { type: string }, kind: UploadKind) => (IMAGE_KINDS[kind].types as readonly string[]).includes(file.type);

export type UploadSizeProblem = 'tooLarge' | 'tooLargeTogether';

/**
 * The size problem of each of one save's new files, in their order: larger than the kind takes, or past what one save
 * takes together (that file and those after it count as too many); undefined for a file that fits.
 */
export function uploadSizeProblems(files: readonly { size: number }[], kind: UploadKind): (UploadSizeProblem | undefined)[] {
  const { maxBytes, maxSaveBytes } = IMAGE_KINDS[kind];
  let together = 0;
  return files.map((file) => {
    together += file.size;
    if (file.size > maxBytes) return 'tooLarge';
    return together > maxSaveBytes ? 'tooLargeTogether' : undefined;
  });
}
