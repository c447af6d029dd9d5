import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { HOME_CRUMB, breadcrumbJsonLd, pageMetadata } from '@/lib/seo';
import type { LegalPageTexts } from '../texts';

export const legalPageMetadata = (path: string, { title, description }: LegalPageTexts) => pageMetadata({ title, description, path });

/** A legal page (imprint, privacy policy, terms): its breadcrumb for search engines, its heading, the document. */
export function LegalPage({ path, texts, document }: { path: string; texts: LegalPageTexts; document: ReactNode }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([HOME_CRUMB, { name: texts.crumb, path }])} />
      <article className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-pine-900 md:text-4xl">{texts.heading}</h1>
        {document}
      </article>
    </>
  );
}
