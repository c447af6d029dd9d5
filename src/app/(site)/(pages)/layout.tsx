import { PageFrame } from '@/components/site/page-frame';
import { REQUEST_FORM_ANCHOR } from '@/lib/site';

/** Pages without a request form: the header's request button leads to the form on the home page. */
export default function InfoPagesLayout({ children }: { children: React.ReactNode }) {
  return <PageFrame requestHref={`/#${REQUEST_FORM_ANCHOR}`}>{children}</PageFrame>;
}
