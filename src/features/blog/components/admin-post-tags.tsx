'use client';

import { type KeyboardEvent, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { controlClass, Input } from '@/components/ui/form-field';
import { tagsProblem } from '../form-schema';
import { addTag } from '../rules';

/**
 * The post's tags as chips: added by 'Add' or Enter (commas separate several), removed by their button.
 * Without JavaScript a plain text field takes them separated by commas; the server reads both alike.
 */
export function AdminPostTags({ tags, onChange, error, hydrated }: { tags: readonly string[]; onChange: (tags: string[]) => void; error?: string; hydrated: boolean }) {
  const [entry, setEntry] = useState('');
  const [refused, setRefused] = useState<ReturnType<typeof tagsProblem>>();
  const t = useTranslations('blog.tags');
  const message = useTranslations();
  const shownError = refused ? message(refused) : error;

  if (!hydrated) {
    return <Input id="post-tags" label={t('plainLabel')} error={error} name="tags" defaultValue={tags.join(', ')} />;
  }

  const add = () => {
    const next = entry.split(',').reduce(addTag, [...tags]);
    const problem = tagsProblem(next);
    setRefused(problem);
    if (problem) return;
    onChange(next);
    setEntry('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the tag instead of saving the post.
    event.preventDefault();
    add();
  };

  return (
    <fieldset>
      <legend className="font-medium text-slate-800">{t('legend')}</legend>
      <input type="hidden" name="tags" value={tags.join(', ')} />
      <div className="mt-1 flex gap-2">
        <label htmlFor="post-tag-entry" className="sr-only">
          {t('newTag')}
        </label>
        <input
          id="post-tag-entry"
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={addOnEnter}
          placeholder={t('placeholder')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? 'post-tags-error' : undefined}
          className={controlClass()}
        />
        <Button type="button" variant="outline" onClick={add}>
          {t('add')}
        </Button>
      </div>
      {shownError && (
        <p id="post-tags-error" className="mt-1 text-sm font-medium text-berry-700">
          {shownError}
        </p>
      )}
      {tags.length > 0 && (
        <ul aria-label={t('listLabel')} className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-pine-50 py-0.5 pr-1 pl-3 text-sm font-medium text-pine-900 ring-1 ring-pine-200">
              {tag}
              <button
                type="button"
                aria-label={t('remove', { tag })}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="rounded-full px-1.5 text-base leading-none text-pine-800 hover:bg-pine-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
