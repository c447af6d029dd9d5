import { PageFrame } from '@/components/site/page-frame';
import { REQUEST_FORM_ANCHOR } from '@/lib/site';

/** Pages with their own request form: the header's request button stays on the page (and its city). */
export default function FormPagesLayout({ children }: { children: React.ReactNode }) {
  return <PageFrame requestHref={`#${REQUEST_FORM_ANCHOR}`}>{children}</PageFrame>;
}
