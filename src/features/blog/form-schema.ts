import '@/lib/zod-jitless';
import { z } from 'zod';
import { type ActionFailure, failedForm, type FormState } from '@/components/admin/form-state';
import { isImageFailure } from '@/features/images/failure';
import { messageKeys } from '@/i18n/keys';
import { formText, formTexts } from '@/lib/form-data';
import type { PostInput } from './queries';
import { MAX_TAG_LENGTH, MAX_TAGS, normalizeTags, readingTimeOf, slugify } from './rules';

// The post editor's rules; their messages are keys of 'blog.validation' (the texts of SPEC.md sections 5 and 8 in
// English), translated where they are shown. The browser runs them too, for instant feedback, so this module stays
// free of server code.

const message = messageKeys('blog.validation');

/** What words the toast for invalid fields: the translator of 'blog.validation' in the reader's language. */
export type ValidationTexts = (key: 'required' | 'invalid') => string;

export const MAX_SLUG_LENGTH = 120;
export const MAX_READING_TIME = 999;

/** A slug from any text: `slugify`, cut to the allowed length after a whole word where there is one. */
export function slugOf(text: string): string {
  const slug = slugify(text);
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const lastBreak = slug.slice(0, MAX_SLUG_LENGTH + 1).lastIndexOf('-');
  return slug.slice(0, lastBreak > 0 ? lastBreak : MAX_SLUG_LENGTH);
}

/**
 * Tags as one form field: separated by commas (a form repeats no field names, see formObject), so the browser
 * without JavaScript can send them from a plain text field. A list from a direct call is taken as it is.
 */
export function parseTags(input: unknown): string[] {
  if (Array.isArray(input)) return normalizeTags(input.filter((tag): tag is string => typeof tag === 'string'));
  return typeof input === 'string' ? normalizeTags(input.split(/[,\n]/)) : [];
}

/** What is wrong with a list of tags, if anything (a message key): the editor refuses such a tag before the save does. */
export function tagsProblem(tags: readonly string[]) {
  if (tags.length > MAX_TAGS) return message('tooManyTags');
  if (tags.some((tag) => tag.length > MAX_TAG_LENGTH)) return message('tagTooLong');
  return undefined;
}

/** A serial id from a form field or a call; anything else fails with `message`. */
export const serialId = (message: string) => z.coerce.number(message).int(message).positive(message).max(2_147_483_647, message);

const requiredText = (max: number, tooLong: string) => z.string(message('required')).trim().min(1, message('required')).max(max, tooLong);

/** A post's text: the one field longer than a refused form's values are cut to (lib/form-data's ECHO_MAX_LENGTH). */
export const MAX_CONTENT_LENGTH = 100_000;

// The limits stand in the messages too (a key carries no values): a new limit gets new words in both catalogues.
const postFields = z.object({
  title: requiredText(200, message('titleTooLong')),
  /** As typed; empty means 'from the title'. */
  slug: z.string().trim().max(MAX_SLUG_LENGTH, message('slugTooLong')).default(''),
  excerpt: requiredText(500, message('excerptTooLong')),
  content: requiredText(MAX_CONTENT_LENGTH, message('contentTooLong')),
  author: requiredText(100, message('authorTooLong')),
  /** '' is 'No category'. */
  categoryId: z.preprocess((value) => (value === '' || value === undefined ? null : value), serialId(message('categoryInvalid')).nullable()),
  tags: z.unknown().transform(parseTags).superRefine((tags, ctx) => {
    const problem = tagsProblem(tags);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  imageUrl: z
    .string()
    .trim()
    .max(2000, message('imageUrlTooLong'))
    .default('')
    .transform((value) => value || null)
    .refine((value) => value === null || (/^https?:\/\//i.test(value) && URL.canParse(value)), message('imageUrlInvalid')),
  readingTime: z.unknown().transform(readingTimeOf).pipe(z.number().max(MAX_READING_TIME, message('readingTimeTooLong'))),
  /** The button that saved: 'Save Draft' keeps the post's state, 'Publish' / 'Update' publishes. */
  intent: z.enum(['draft', 'publish']).default('draft'),
});

/** The slug as stored: the one typed, or else the title's, in the slug rule's form; nothing left of it is an error. */
function withSlug<T extends { title: string; slug: string }>(input: T, ctx: z.RefinementCtx<T>): T {
  const slug = slugOf(input.slug || input.title);
  if (!slug) {
    ctx.addIssue({ code: 'custom', path: ['slug'], message: message('slugEmpty') });
    return z.NEVER;
  }
  return { ...input, slug };
}

export const postFormSchema = postFields.transform(withSlug);
export const postChangeSchema = postFields.extend({ id: serialId(messageKeys('blog.editor')('updateFailed')) }).transform(withSlug);

/** The form's fields as typed: what a failed save gives back, so that nothing entered is lost. */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  /** '' for 'No category'. */
  categoryId: string;
  tags: string[];
  imageUrl: string;
  readingTime: string;
}

export type PostFormState = FormState<PostFormValues>;

export const NEW_POST_VALUES: PostFormValues = { title: '', slug: '', excerpt: '', content: '', author: '', categoryId: '', tags: [], imageUrl: '', readingTime: '5' };

/** A stored post as the editor's values. */
export function postFormValuesOf(post: Omit<PostInput, 'imageId' | 'publish'>): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    categoryId: post.categoryId === null ? '' : String(post.categoryId),
    tags: post.tags,
    imageUrl: post.imageUrl ?? '',
    readingTime: String(post.readingTime),
  };
}

/** The posted form, field by field. */
export function postedPostValues(form: FormData): PostFormValues {
  return { ...formTexts(form, ['title', 'slug', 'excerpt', 'content', 'author', 'categoryId', 'imageUrl', 'readingTime']), tags: parseTags(formText(form, 'tags')) };
}

/**
 * The toast for field errors (already in the reader's language, as useAdminForm and adminAction give them): the
 * spec's text when a required field is empty, else the generic one.
 */
export function invalidFormMessage(fieldErrors: Record<string, string>, t: ValidationTexts): string {
  return Object.values(fieldErrors).includes(t('required')) ? t('required') : t('invalid');
}

/**
 * The form after a failed save: what was entered, the field errors, and the toast. A missing session or role, a
 * slug in use and an image that could not be fetched say so; invalid fields as the browser's own check would;
 * any other failure 'Failed to create post' / 'Failed to update post'.
 */
export function failedPostSave(result: ActionFailure, form: FormData, failure: string, t: ValidationTexts): PostFormState {
  const { status, fieldErrors } = result;
  const ownMessage = status === 409 || isImageFailure(result);
  return failedForm(postedPostValues(form), result, ownMessage ? result.message : status === 400 && fieldErrors ? invalidFormMessage(fieldErrors, t) : failure, { content: MAX_CONTENT_LENGTH });
}
