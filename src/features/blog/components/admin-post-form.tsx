'use client';

import Link from 'next/link';
import { type ChangeEvent, type FormEvent, startTransition, useActionState, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useHydrated } from '@/components/ui/use-hydrated';
import { fieldErrorsOf } from '@/lib/validation';
import { ADMIN_POSTS_PATH, POST_LIST_TEXTS } from '../admin-notice';
import { invalidFormMessage, MAX_READING_TIME, MAX_SLUG_LENGTH, type PostFormState, type PostFormValues, postFormSchema, slugOf } from '../form-schema';
import { estimateReadingTime } from '../rules';
import { useLeaveGuard } from './admin-leave-guard';
import { AdminPostTags } from './admin-post-tags';
import { Markdown } from './markdown';
import { invalid, Labelled, NoScriptAlert } from '@/components/ui/form-field';

export type PostFormAction = (previous: PostFormState, form: FormData) => Promise<PostFormState>;
export interface CategoryOption {
  id: number;
  name: string;
}

const NO_ERRORS: Record<string, string> = {};
const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-pine-600 aria-[invalid=true]:border-berry-600';

const sameValues = (a: PostFormValues, b: PostFormValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Write or edit a post. Posts to a server action, so saving also works without JavaScript (then without the
 * live preview, the slug from the title and the tag chips; the server derives the slug and reads the tags from
 * a text field). With JavaScript the shared schema checks the fields first, a failed save keeps every input and
 * says why in a toast, and leaving with unsaved changes asks first.
 */
export function AdminPostForm({
  action,
  initial,
  postId,
  published,
  categories,
}: {
  action: PostFormAction;
  initial: PostFormValues;
  postId?: number;
  published: boolean;
  /** Undefined when they could not be loaded: the post keeps the category it has. */
  categories: readonly CategoryOption[] | undefined;
}) {
  const [state, dispatch, saving] = useActionState(action, { values: initial });
  const [values, setValues] = useState(state.values);
  // A new post's slug follows its title until it is edited by hand; a stored post keeps its slug unless emptied.
  const [slugByHand, setSlugByHand] = useState(postId !== undefined);
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const [savingAs, setSavingAs] = useState<string>();
  const hydrated = useHydrated();
  const preview = useDeferredValue(values.content);
  const form = useRef<HTMLFormElement>(null);
  const errors = checked ?? state.fieldErrors ?? NO_ERRORS;
  useLeaveGuard(!sameValues(values, initial));

  useEffect(() => {
    if (state.message) toast.error(state.message);
  }, [state]);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = (name: keyof PostFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const changeTitle = (event: ChangeEvent<HTMLInputElement>) => {
    const title = event.target.value;
    setValues((current) => ({ ...current, title, slug: slugByHand && current.slug !== '' ? current.slug : slugOf(title) }));
  };
  const changeSlug = (event: ChangeEvent<HTMLInputElement>) => {
    const slug = event.target.value;
    setSlugByHand(slug !== '');
    setValues((current) => ({ ...current, slug }));
  };

  // Dispatching by hand instead of letting React run the form's action keeps the inputs: React resets a form after its action.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const parsed = postFormSchema.safeParse(Object.fromEntries(data));
    toast.dismissAll();
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setChecked(fieldErrors);
      toast.error(invalidFormMessage(fieldErrors));
      return;
    }
    setChecked(null);
    setSavingAs(parsed.data.intent);
    startTransition(() => dispatch(data));
  };

  const categoryOptions = categories ?? (initial.categoryId ? [{ id: Number(initial.categoryId), name: 'Current category' }] : []);
  return (
    <form ref={form} action={dispatch} onSubmit={submit} noValidate className="space-y-5 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <NoScriptAlert message={state.message} />
      {postId !== undefined && <input type="hidden" name="id" value={postId} />}
      <div className="grid gap-5 md:grid-cols-2">
        <Labelled id="post-title" label="Title" error={errors.title}>
          <input {...invalid('post-title', errors.title)} name="title" value={values.title} onChange={changeTitle} maxLength={200} required className={controlClass} />
        </Labelled>
        <Labelled id="post-slug" label="Slug" error={errors.slug} hint="Leave empty to use the title.">
          <input {...invalid('post-slug', errors.slug)} name="slug" value={values.slug} onChange={changeSlug} maxLength={MAX_SLUG_LENGTH} className={controlClass} />
        </Labelled>
      </div>
      <Labelled id="post-excerpt" label="Excerpt" error={errors.excerpt}>
        <textarea {...invalid('post-excerpt', errors.excerpt)} name="excerpt" value={values.excerpt} onChange={change('excerpt')} rows={2} maxLength={500} required className={controlClass} />
      </Labelled>
      <div className="grid gap-5 lg:grid-cols-2">
        <Labelled id="post-content" label="Content" error={errors.content} hint="Markdown: # headings, **bold**, lists, | tables |, [links](https://…).">
          <textarea
            {...invalid('post-content', errors.content)}
            name="content"
            value={values.content}
            onChange={change('content')}
            rows={20}
            maxLength={100_000}
            required
            className={`${controlClass} font-mono text-sm`}
          />
        </Labelled>
        <section aria-labelledby="post-preview-title" className="min-w-0">
          <h2 id="post-preview-title" className="font-medium text-slate-800">
            Preview
          </h2>
          <div className="mt-1 max-h-[36rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-4 text-slate-800">
            {preview.trim() ? <Markdown>{preview}</Markdown> : <p className="my-4 text-slate-600">The preview shows the content as readers will see it.</p>}
          </div>
        </section>
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <Labelled id="post-author" label="Author" error={errors.author}>
          <input {...invalid('post-author', errors.author)} name="author" value={values.author} onChange={change('author')} maxLength={100} required className={controlClass} />
        </Labelled>
        <Labelled id="post-category" label="Category" error={errors.categoryId ?? (categories ? undefined : POST_LIST_TEXTS.categoriesFailed)}>
          <select {...invalid('post-category', errors.categoryId)} name="categoryId" value={values.categoryId} onChange={change('categoryId')} className={controlClass}>
            <option value="">No category</option>
            {categoryOptions.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="post-reading-time" label="Reading time (minutes)" error={errors.readingTime}>
          <div className="flex items-end gap-2">
            <input
              {...invalid('post-reading-time', errors.readingTime)}
              name="readingTime"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_READING_TIME}
              step={1}
              value={values.readingTime}
              onChange={change('readingTime')}
              className={controlClass}
            />
            <Button type="button" variant="outline" disabled={!hydrated} onClick={() => setValues((current) => ({ ...current, readingTime: String(estimateReadingTime(current.content)) }))}>
              Calculate
            </Button>
          </div>
        </Labelled>
      </div>
      <AdminPostTags tags={values.tags} onChange={(tags) => setValues((current) => ({ ...current, tags }))} error={errors.tags} hydrated={hydrated} />
      <Labelled id="post-image-url" label="Image URL" error={errors.imageUrl} hint="Optional. The image is fetched when you save, and readers get our own copy.">
        <input {...invalid('post-image-url', errors.imageUrl)} name="imageUrl" type="url" inputMode="url" value={values.imageUrl} onChange={change('imageUrl')} placeholder="https://" className={controlClass} />
      </Labelled>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="draft" variant="outline" disabled={saving}>
          {saving && savingAs === 'draft' ? 'Saving...' : 'Save Draft'}
        </Button>
        <Button type="submit" name="intent" value="publish" variant="primary" disabled={saving}>
          {saving && savingAs === 'publish' ? 'Saving...' : published ? 'Update' : 'Publish'}
        </Button>
        <Link href={ADMIN_POSTS_PATH} className={buttonClasses('ghost')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
