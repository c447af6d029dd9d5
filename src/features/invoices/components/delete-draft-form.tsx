'use client';

import { useTranslations } from 'next-intl';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { NoScriptAlert } from '@/components/ui/form-field';
import { removeDraft } from '../admin-form-actions';

/** Deletes a draft (it has no number, so nothing is lost to the books) and returns to the list. */
export function DeleteDraftForm({ draftId }: { draftId: string }) {
  const t = useTranslations('invoices.form');
  const { state, saving, formProps } = useAdminForm(removeDraft, {});
  return (
    <form {...formProps}>
      <NoScriptAlert message={state.message} />
      <input type="hidden" name="draftId" value={draftId} />
      <Button type="submit" size="sm" variant="ghost" disabled={saving} className="text-berry-700 hover:bg-berry-600/10">
        {t('deleteDraft')}
      </Button>
    </form>
  );
}
