import { revalidateTag } from 'next/cache';
import { STAMP_TAG } from '../../stamp-tag.ts';

/** An admin change: the tag of the cached page's data expires at once. */
export async function POST() {
  revalidateTag(STAMP_TAG, { expire: 0 });
  return new Response(null, { status: 204 });
}
