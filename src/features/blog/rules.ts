/** The blog's rules for slugs, tags, reading time and publishing, as pure functions (shared by editor and server). */

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A post's address from its title: German umlauts and ß transliterated, other accents dropped, lower case,
 * only a-z, 0-9, spaces and hyphens kept, spaces to hyphens, repeated hyphens collapsed.
 * 'Glühwein & Gänsebraten: Tipps' → 'gluehwein-gaensebraten-tipps'.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => TRANSLITERATION[letter])
    .normalize('NFD')
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The form of a stored slug (also the database's check). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** Tags trimmed, empty ones dropped, no duplicates (case-insensitive: the first spelling stays). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase('de-DE');
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** The tags after adding one: unchanged when it is empty or already there. */
export function addTag(tags: readonly string[], candidate: string): string[] {
  return normalizeTags([...tags, candidate]);
}

export const DEFAULT_READING_TIME = 5;

/** The stored reading time: at least 1 minute, 5 when the input is not a number. */
export function readingTimeOf(input: unknown): number {
  const value = typeof input === 'number' ? input : typeof input === 'string' && input.trim() !== '' ? Number(input) : Number.NaN;
  if (!Number.isFinite(value)) return DEFAULT_READING_TIME;
  return Math.max(1, Math.round(value));
}

/** Words a reader gets through in a minute of German prose. */
export const WORDS_PER_MINUTE = 200;

/** The number of words of a markdown text, without its markup (links count by their text). */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The reading time the editor's 'calculate' suggests: minutes at 200 words each, rounded up, at least 1. */
export function estimateReadingTime(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));
}

export interface PublishState {
  published: boolean;
  publishedAt: Date | null;
}

/**
 * The state after a save or a switch: publishing sets the date only when the post was not published yet
 * (an update keeps the first date); unpublishing clears it.
 */
export function nextPublishState(stored: PublishState | undefined, publish: boolean, now: Date): PublishState {
  if (!publish) return { published: false, publishedAt: null };
  if (stored?.published && stored.publishedAt) return { published: true, publishedAt: stored.publishedAt };
  return { published: true, publishedAt: now };
}
