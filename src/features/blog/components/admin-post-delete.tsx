'use client';

import { ConfirmButton } from '@/components/ui/confirm-button';
import { toast } from '@/components/ui/toast';
import { deleteBlogPost } from '../admin-actions';
import { outcomeOf, POST_LIST_TEXTS } from '../admin-notice';

/** Delete with a confirmation first; the action's revalidation updates the list. */
export function AdminPostDelete({ postId, title }: { postId: number; title: string }) {
  const remove = async () => {
    try {
      const result = await deleteBlogPost({ postId });
      const outcome = outcomeOf(result, POST_LIST_TEXTS.deleted, POST_LIST_TEXTS.deleteFailed);
      toast[outcome.kind](outcome.text);
      return result.ok;
    } catch {
      toast.error(POST_LIST_TEXTS.deleteFailed);
      return false;
    }
  };
  return <ConfirmButton label="Delete" title={`Delete “${title}”?`} description="This action cannot be undone." onConfirm={remove} />;
}
