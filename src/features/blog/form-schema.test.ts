import { describe, expect, it } from 'vitest';
import { translateErrors } from '@/i18n/keys';
import { catalogue, translator } from '@/i18n/translator';
import { fieldErrorsOf } from '@/lib/validation';
import { failedPostSave, MAX_SLUG_LENGTH, parseTags, postChangeSchema, postedPostValues, postFormSchema, slugOf } from './form-schema';
import { MAX_TAG_LENGTH, MAX_TAGS } from './rules';

const form = {
  title: 'Glühwein & Gänsebraten: Tipps',
  slug: '',
  excerpt: 'Was auf den Tisch kommt.',
  content: '# Menü\n\nGans, Rotkohl, Klöße.',
  author: 'Redaktion',
  categoryId: '',
  tags: '',
  imageUrl: '',
  readingTime: '4',
};

// The schema's messages are keys; the admin reads them in English here (the spec's words).
const validation = translator('en', 'blog.validation');
const editor = translator('en', 'blog.editor');
const POST_FORM_TEXTS = {
  required: validation('required'),
  slugEmpty: validation('slugEmpty'),
  slugTaken: editor('slugTaken'),
  createFailed: editor('createFailed'),
  updateFailed: editor('updateFailed'),
};

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = postFormSchema.safeParse(input);
  return parsed.success ? {} : translateErrors(catalogue('en'), fieldErrorsOf(parsed.error));
};

describe('post form schema', () => {
  it('parses a complete form: slug from the title, no category, no tags, no image, a draft', () => {
    expect(postFormSchema.parse(form)).toEqual({
      title: 'Glühwein & Gänsebraten: Tipps',
      slug: 'gluehwein-gaensebraten-tipps',
      excerpt: 'Was auf den Tisch kommt.',
      content: '# Menü\n\nGans, Rotkohl, Klöße.',
      author: 'Redaktion',
      categoryId: null,
      tags: [],
      imageUrl: null,
      readingTime: 4,
      intent: 'draft',
    });
  });

  it('puts a typed slug into the slug rule’s form and cuts a long one to the column’s length', () => {
    expect(postFormSchema.parse({ ...form, slug: '  Mein Slug -- 2026 ' }).slug).toBe('mein-slug-2026');
    const long = postFormSchema.parse({ ...form, title: `${'Weihnachtsfeier '.repeat(12)}Ende` }).slug;
    expect(long.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(long).toMatch(/^weihnachtsfeier(-weihnachtsfeier)*$/);
    expect(slugOf('ä'.repeat(MAX_SLUG_LENGTH))).toHaveLength(MAX_SLUG_LENGTH);
  });

  it('refuses a slug with nothing left after the rule, on the slug field', () => {
    expect(errorsOf({ ...form, title: '!!!', slug: '' })).toEqual({ slug: POST_FORM_TEXTS.slugEmpty });
    expect(errorsOf({ ...form, slug: '–––' })).toEqual({ slug: POST_FORM_TEXTS.slugEmpty });
  });

  it('names every empty required field with the spec’s text, blanks counting as empty', () => {
    expect(errorsOf({ ...form, title: ' ', excerpt: '', content: '\n', author: '' })).toEqual({
      title: POST_FORM_TEXTS.required,
      excerpt: POST_FORM_TEXTS.required,
      content: POST_FORM_TEXTS.required,
      author: POST_FORM_TEXTS.required,
    });
    expect(errorsOf({})).toMatchObject({ title: POST_FORM_TEXTS.required, author: POST_FORM_TEXTS.required });
  });

  it('limits the lengths', () => {
    expect(errorsOf({ ...form, title: 'x'.repeat(201), slug: 'y'.repeat(121), excerpt: 'x'.repeat(501), author: 'x'.repeat(101), content: 'x'.repeat(100_001) })).toEqual({
      title: 'The title can have at most 200 characters',
      slug: 'The slug can have at most 120 characters',
      excerpt: 'The excerpt can have at most 500 characters',
      author: 'The author can have at most 100 characters',
      content: 'The content can have at most 100000 characters',
    });
  });

  it('reads the tags field as a comma- or line-separated list: trimmed, no duplicates, within the limits', () => {
    expect(postFormSchema.parse({ ...form, tags: ' Budget, Team ,budget\nFirmenfeier,, ' }).tags).toEqual(['Budget', 'Team', 'Firmenfeier']);
    expect(postFormSchema.parse({ ...form, tags: ['Budget', ' Team ', 'team'] }).tags).toEqual(['Budget', 'Team']);
    expect(parseTags(undefined)).toEqual([]);
    const tooMany = Array.from({ length: MAX_TAGS + 1 }, (_, i) => `Tag ${i}`).join(',');
    expect(errorsOf({ ...form, tags: tooMany })).toEqual({ tags: `A post can have at most ${MAX_TAGS} tags` });
    expect(errorsOf({ ...form, tags: 'x'.repeat(MAX_TAG_LENGTH + 1) })).toEqual({ tags: `A tag can have at most ${MAX_TAG_LENGTH} characters` });
  });

  it('falls back to 5 minutes for a reading time that is no number, and keeps it at least 1', () => {
    expect(postFormSchema.parse({ ...form, readingTime: 'abc' }).readingTime).toBe(5);
    expect(postFormSchema.parse({ ...form, readingTime: '' }).readingTime).toBe(5);
    expect(postFormSchema.parse({ ...form, readingTime: undefined }).readingTime).toBe(5);
    expect(postFormSchema.parse({ ...form, readingTime: '0' }).readingTime).toBe(1);
    expect(postFormSchema.parse({ ...form, readingTime: 7 }).readingTime).toBe(7);
    expect(errorsOf({ ...form, readingTime: '1e9' })).toEqual({ readingTime: 'The reading time can be at most 999 minutes' });
  });

  it('takes an http(s) image address or none, a category id, and the saving button', () => {
    expect(postFormSchema.parse({ ...form, imageUrl: ' https://bild.example/gans.jpg ', categoryId: '3', intent: 'publish' })).toMatchObject({
      imageUrl: 'https://bild.example/gans.jpg',
      categoryId: 3,
      intent: 'publish',
    });
    expect(errorsOf({ ...form, imageUrl: 'javascript:alert(1)', categoryId: 'drei', intent: 'delete' })).toEqual({
      imageUrl: 'Please enter an http:// or https:// address, or leave it empty',
      categoryId: 'Please choose a category from the list',
      intent: expect.any(String),
    });
  });

  it('needs the post’s id for a change', () => {
    expect(postChangeSchema.parse({ ...form, id: '12' })).toMatchObject({ id: 12, slug: 'gluehwein-gaensebraten-tipps' });
    expect(postChangeSchema.safeParse({ ...form, id: 'x' }).success).toBe(false);
  });
});

describe('a failed save', () => {
  const posted = () => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ ...form, tags: 'Budget, Team' })) data.set(name, value);
    return data;
  };

  it('keeps what was entered and says why', () => {
    expect(postedPostValues(posted())).toMatchObject({ title: form.title, tags: ['Budget', 'Team'], readingTime: '4' });
    expect(failedPostSave({ status: 409, message: POST_FORM_TEXTS.slugTaken, fieldErrors: { slug: POST_FORM_TEXTS.slugTaken } }, posted(), POST_FORM_TEXTS.createFailed, validation)).toMatchObject({
      message: POST_FORM_TEXTS.slugTaken,
      fieldErrors: { slug: POST_FORM_TEXTS.slugTaken },
      values: { title: form.title },
    });
    const missing = { status: 400, message: 'Please correct the marked fields.', fieldErrors: { title: POST_FORM_TEXTS.required } };
    expect(failedPostSave(missing, posted(), POST_FORM_TEXTS.createFailed, validation).message).toBe(POST_FORM_TEXTS.required);
    const image = { status: 400, message: 'The address does not point to an image.', fieldErrors: { imageUrl: 'The address does not point to an image.' } };
    expect(failedPostSave(image, posted(), POST_FORM_TEXTS.updateFailed, validation).message).toBe('The address does not point to an image.');
    const invalid = { status: 400, message: 'Please correct the marked fields.', fieldErrors: { slug: POST_FORM_TEXTS.slugEmpty } };
    expect(failedPostSave(invalid, posted(), POST_FORM_TEXTS.createFailed, validation).message).toBe('Please correct the marked fields.');
    expect(failedPostSave({ status: 500, message: 'boom' }, posted(), POST_FORM_TEXTS.updateFailed, validation).message).toBe(POST_FORM_TEXTS.updateFailed);
    expect(failedPostSave({ status: 403, message: 'Your account is waiting for approval by an administrator.' }, posted(), POST_FORM_TEXTS.updateFailed, validation).message).toBe(
      'Your account is waiting for approval by an administrator.',
    );
  });
});
