/** A short page that says one thing (behind a link in a mail): its heading and a few paragraphs or buttons. */
export function NoticePage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-pine-900">{title}</h1>
      <div className="mt-4 space-y-4 text-lg text-slate-700">{children}</div>
    </section>
  );
}
