import { JsonLd } from '@/components/json-ld';
import { ChevronRight } from '@/components/ui/icons';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo';

/** The visible trail (the last crumb is the current page) and the same trail as BreadcrumbList JSON-LD. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <nav aria-label="Brotkrümelnavigation" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, i) =>
            i === crumbs.length - 1 ? (
              <li key={crumb.path} aria-current="page" className="font-medium text-slate-900">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path} className="flex items-center gap-1">
                <a href={crumb.path} className="hover:underline">
                  {crumb.name}
                </a>
                <ChevronRight aria-hidden="true" className="size-4" />
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
