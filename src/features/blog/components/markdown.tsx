import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Our own origin only: a post must not make the reader's browser ask a third party for an image. */
function isOwnOrigin(src: unknown): src is string {
  return typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');
}

/** react-markdown hands each component the syntax-tree node, which is no attribute of the HTML element. */
function domProps<P extends { node?: unknown }>(props: P): Omit<P, 'node'> {
  const rest = { ...props };
  delete rest.node;
  return rest;
}

const components: Components = {
  // The page's title is the one h1; a '#' heading in the text becomes a section heading.
  h1: (props) => <h2 className="mt-10 mb-4 text-2xl font-bold text-pine-900" {...domProps(props)} />,
  h2: (props) => <h2 className="mt-10 mb-4 text-2xl font-bold text-pine-900" {...domProps(props)} />,
  h3: (props) => <h3 className="mt-8 mb-3 text-xl font-semibold text-pine-900" {...domProps(props)} />,
  h4: (props) => <h4 className="mt-6 mb-2 text-lg font-semibold text-pine-900" {...domProps(props)} />,
  p: (props) => <p className="my-4 leading-relaxed" {...domProps(props)} />,
  ul: (props) => <ul className="my-4 list-disc space-y-1.5 pl-6" {...domProps(props)} />,
  ol: (props) => <ol className="my-4 list-decimal space-y-1.5 pl-6" {...domProps(props)} />,
  blockquote: (props) => <blockquote className="my-6 border-l-4 border-gold-400 bg-gold-100 px-4 py-2 italic" {...domProps(props)} />,
  a: ({ href, ...props }) => {
    const external = typeof href === 'string' && /^https?:\/\//.test(href);
    return <a href={href} className="font-medium text-pine-700 underline" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...domProps(props)} />;
  },
  img: ({ src, alt }) =>
    // eslint-disable-next-line @next/next/no-img-element -- our own /media copies; the size is not known here
    isOwnOrigin(src) ? <img src={src} alt={alt ?? ''} loading="lazy" className="my-6 h-auto max-w-full rounded-lg" /> : alt ? <span>{alt}</span> : null,
  table: (props) => (
    <div className="my-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...domProps(props)} />
    </div>
  ),
  th: (props) => <th className="border-b-2 border-pine-200 bg-pine-50 px-3 py-2 font-semibold text-pine-900" {...domProps(props)} />,
  td: (props) => <td className="border-b border-slate-200 px-3 py-2 align-top" {...domProps(props)} />,
  code: (props) => <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]" {...domProps(props)} />,
  hr: () => <hr className="my-8 border-slate-200" />,
};

/**
 * A post's markdown (GitHub flavour: tables, lists, strikethrough) as HTML. Raw HTML in the text is never
 * passed through, links keep only safe schemes, and images from other origins show as their alt text.
 * Renders on the server for readers and in the editor's live preview.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
      {children}
    </ReactMarkdown>
  );
}
