import { getLocale, getTranslations } from 'next-intl/server';
import { RowAction } from '@/components/admin/row-action';
import { chooseLanguageForm } from '../admin-form-actions';

/** One click to the other language: „English" in the German admin, „Deutsch" in the English one. */
export async function LanguageSwitch() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('admin.language')]);
  return (
    <div lang={locale === 'de' ? 'en' : 'de'} title={t('switchToLabel')}>
      <RowAction action={chooseLanguageForm} fields={{ locale: locale === 'de' ? 'en' : 'de' }} label={t('switchTo')} variant="ghost" />
    </div>
  );
}
