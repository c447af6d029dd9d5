import { unstable_cache } from 'next/cache';
import { STAMP_TAG } from '../stamp-tag.ts';

/** Cached data with a tag, as the app's features read theirs: the page that shows it carries the tag. */
export const stamp = unstable_cache(async () => String(Date.now()), ['build-check-stamp'], { tags: [STAMP_TAG] });
