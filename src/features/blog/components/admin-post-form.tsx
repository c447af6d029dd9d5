'use client';

import Link from 'next/link';
import { type ChangeEvent, useDeferredValue, useState } from 'react';
import { useTranslations } from 'next-intl';
import { type AdminFormAction, useAdminForm } from '@/components/admin/use-admin-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { controlClass, Input, invalid, Labelled, NoScriptAlert, Select, Textarea } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ADMIN_POSTS_PATH } from '../paths';
import { invalidFormMessage, MAX_CONTENT_LENGTH, MAX_READING_TIME, MAX_SLUG_LENGTH, type PostFormValues, postFormSchema, slugOf } from '../form-schema';
import { estimateReadingTime } from '../rules';
import { useLeaveGuard } from './admin-leave-guard';
import { AdminPostTags } from './admin-post-tags';
import { Markdown } from './markdown';

export interface CategoryOption {
  id: number;
  name: string;
}

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
  action: AdminFormAction<PostFormValues>;
  initial: PostFormValues;
  postId?: number;
  published: boolean;
  /** Undefined when they could not be loaded: the post keeps the category it has. */
  categories: readonly CategoryOption[] | undefined;
}) {
  const t = useTranslations('blog.editor');
  const validation = useTranslations('blog.validation');
  const { state, errors, saving, submitted, formProps } = useAdminForm(action, initial, { schema: postFormSchema, invalidMessage: (fieldErrors) => invalidFormMessage(fieldErrors, validation) });
  const [values, setValues] = useState(state.values);
  // A new post's slug follows its title until it is edited by hand; a stored post keeps its slug unless emptied.
  const [slugByHand, setSlugByHand] = useState(postId !== undefined);
  const hydrated = useHydrated();
  const preview = useDeferredValue(values.content);
  const savingAs = submitted?.get('intent');
  useLeaveGuard(!sameValues(values, initial));

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

  const categoryOptions = categories ?? (initial.categoryId ? [{ id: Number(initial.categoryId), name: t('currentCategory') }] : []);
  return (
    <form {...formProps} className="space-y-5 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <NoScriptAlert message={state.message} />
      {postId !== undefined && <input type="hidden" name="id" value={postId} />}
      <div className="grid gap-5 md:grid-cols-2">
        <Input id="post-title" label={t('title')} error={errors.title} name="title" value={values.title} onChange={changeTitle} maxLength={200} required />
        <Input id="post-slug" label={t('slug')} error={errors.slug} hint={t('slugHint')} name="slug" value={values.slug} onChange={changeSlug} maxLength={MAX_SLUG_LENGTH} />
      </div>
      <Textarea id="post-excerpt" label={t('excerpt')} error={errors.excerpt} name="excerpt" value={values.excerpt} onChange={change('excerpt')} rows={2} maxLength={500} required />
      <div className="grid gap-5 lg:grid-cols-2">
        <Textarea
          id="post-content"
          label={t('content')}
          error={errors.content}
          hint={t('contentHint')}
          name="content"
          value={values.content}
          onChange={change('content')}
          rows={20}
          maxLength={MAX_CONTENT_LENGTH}
          required
          className="font-mono text-sm"
        />
        <section aria-labelledby="post-preview-title" className="min-w-0">
          <h2 id="post-preview-title" className="font-medium text-slate-800">
            {t('preview')}
          </h2>
          {/* Focusable, so that a long preview also scrolls by keyboard. */}
          <div tabIndex={0} className="mt-1 max-h-[36rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-4 text-slate-800">
            {preview.trim() ? <Markdown>{preview}</Markdown> : <p className="my-4 text-slate-600">{t('previewEmpty')}</p>}
          </div>
        </section>
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <Input id="post-author" label={t('author')} error={errors.author} name="author" value={values.author} onChange={change('author')} maxLength={100} required />
        <Select
          id="post-category"
          label={t('category')}
          error={errors.categoryId ?? (categories ? undefined : t('categoriesFailed'))}
          name="categoryId"
          value={values.categoryId}
          onChange={change('categoryId')}
        >
          <option value="">{t('noCategory')}</option>
          {categoryOptions.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </Select>
        <Labelled id="post-reading-time" label={t('readingTime')} error={errors.readingTime}>
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
              className={controlClass('mt-1')}
            />
            <Button type="button" variant="outline" disabled={!hydrated} onClick={() => setValues((current) => ({ ...current, readingTime: String(estimateReadingTime(current.content)) }))}>
              {t('calculate')}
            </Button>
          </div>
        </Labelled>
      </div>
      <AdminPostTags tags={values.tags} onChange={(tags) => setValues((current) => ({ ...current, tags }))} error={errors.tags} hydrated={hydrated} />
      <Input
        id="post-image-url"
        label={t('imageUrl')}
        error={errors.imageUrl}
        hint={t('imageUrlHint')}
        name="imageUrl"
        type="url"
        inputMode="url"
        value={values.imageUrl}
        onChange={change('imageUrl')}
        placeholder="https://"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="draft" variant="outline" disabled={saving}>
          {saving && savingAs === 'draft' ? t('saving') : t('saveDraft')}
        </Button>
        <Button type="submit" name="intent" value="publish" variant="primary" disabled={saving}>
          {saving && savingAs === 'publish' ? t('saving') : published ? t('update') : t('publish')}
        </Button>
        <Link href={ADMIN_POSTS_PATH} className={buttonClasses('ghost')}>
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}
