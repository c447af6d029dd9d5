import { buttonClasses } from '@/components/ui/button';
import { REQUEST_FORM_ANCHOR } from '@/lib/site';

export function CtaSection({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="cta-titel" className="mx-auto max-w-6xl px-4 py-16">
      <div className="rounded-3xl bg-pine-800 px-6 py-12 text-center text-white">
        <h2 id="cta-titel" className="text-3xl font-bold">{title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-pine-100">{text}</p>
        <a href={`#${REQUEST_FORM_ANCHOR}`} className={buttonClasses('primary', 'lg', 'mt-8')}>
          Jetzt Anfrage stellen
        </a>
      </div>
    </section>
  );
}
