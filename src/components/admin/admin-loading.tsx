import { useTranslations } from 'next-intl';

/**
 * Next streams the page behind this fallback into hidden elements (id S:…) at the end of the body that only its
 * script moves into place, so without JavaScript the page would stay at 'Loading...' (vercel/next.js#50150).
 * The style inside <noscript> applies only then: it hides the fallback and its empty frame and shows the
 * streamed parts below the header, in the order they arrive, which is reading order here (heading, then the
 * form, one client component). The `hidden` rule of Tailwind's base layer is important, so this one is too,
 * in the earlier theme layer, which wins among important rules. Only for pages that stream as one part in
 * reading order (the forms): a list with a form per row would arrive out of order, so lists have no fallback.
 */
const WITHOUT_JAVASCRIPT = `
main:has(> .admin-loading) { display: none }
div:has(> main > .admin-loading) { min-height: 0 }
div:has(> div > main > .admin-loading) { flex-grow: 0 }
div[hidden][id^="S:"] { box-sizing: border-box; width: 100%; max-width: 80rem; margin: 0 auto; padding: 0.75rem 1rem }
@layer theme {
  div[hidden][id^="S:"] { display: block !important }
}
`;

/** 'Loading...' while an admin form loads (SPEC section 5), and still the page itself without JavaScript. */
export function AdminLoading() {
  const t = useTranslations('admin.loading');
  return (
    <>
      <p role="status" className="admin-loading py-8 text-center text-slate-700">
        {t('text')}
      </p>
      <noscript>
        <style>{WITHOUT_JAVASCRIPT}</style>
      </noscript>
    </>
  );
}
