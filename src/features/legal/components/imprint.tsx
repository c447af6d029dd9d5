import type { ReactNode } from 'react';
import { config } from '@/lib/config';
import { type Operator, operator } from '@/lib/operator';
import { BRAND } from '@/lib/site';
import { telHref } from '@/lib/text';

export const legalLinkClass = 'text-pine-700 underline hover:text-pine-900';
export const legalHeadingClass = 'text-xl font-semibold text-pine-900';

/** A section of a legal document under its heading (`id`: the heading's, which names the section). */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className={legalHeadingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Company and postal address of the operator, as Impressum and privacy policy show it. */
export function OperatorAddress({ op }: { op: Operator }) {
  return (
    <address className="not-italic">
      <span className="font-semibold text-slate-900">{op.company}</span>
      <br />
      {op.street}
      <br />
      {op.postalCode} {op.city}
    </address>
  );
}

/** Telephone and e-mail of the operator as a definition list. */
export function OperatorContact({ op }: { op: Operator }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="font-medium text-slate-900">Telefon</dt>
      <dd>
        <a href={telHref(op.phone)} className={legalLinkClass}>
          {op.phone}
        </a>
      </dd>
      <dt className="font-medium text-slate-900">E-Mail</dt>
      <dd>
        <a href={`mailto:${op.email}`} className={legalLinkClass}>
          {op.email}
        </a>
      </dd>
    </dl>
  );
}

/** Body of the Impressum (§ 5 DDG, § 18 MStV); the page supplies the h1. */
export function Imprint() {
  const op = operator();
  const { AGENCY_NAME, AGENCY_IMPRINT_URL } = config();

  return (
    <div className="mt-8 space-y-10 text-slate-700">
      <LegalSection id="impressum-anbieter" title="Angaben gemäß § 5 DDG">
        <p>Anbieter der Website {BRAND}:</p>
        <OperatorAddress op={op} />
        <p>Vertreten durch die Geschäftsführung: {op.representative}</p>
      </LegalSection>

      <LegalSection id="impressum-kontakt" title="Kontakt">
        <OperatorContact op={op} />
      </LegalSection>

      <LegalSection id="impressum-register" title="Registereintrag">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium text-slate-900">Registergericht</dt>
          <dd>{op.registerCourt}</dd>
          <dt className="font-medium text-slate-900">Registernummer</dt>
          <dd>{op.registerNumber}</dd>
        </dl>
      </LegalSection>

      <LegalSection id="impressum-ust" title="Umsatzsteuer">
        <p>Umsatzsteuer-Identifikationsnummer nach § 27a UStG: {op.vatId}</p>
      </LegalSection>

      <LegalSection id="impressum-mstv" title="Inhaltlich verantwortlich nach § 18 Abs. 2 MStV">
        <p>
          {op.representative}, {op.street}, {op.postalCode} {op.city}
        </p>
      </LegalSection>

      <LegalSection id="impressum-streit" title="Streitbeilegung">
        <p>
          Unsere Leistungen richten sich ausschließlich an Unternehmen. An einem Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle nehmen wir nicht teil; dazu sind wir weder verpflichtet noch bereit.
        </p>
        <p>
          Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) steht seit Juli 2025 nicht mehr zur Verfügung. Einen
          Verweis darauf geben wir deshalb nicht an.
        </p>
      </LegalSection>

      <p className="border-t border-pine-100 pt-6 text-sm">
        Gestaltung und technische Umsetzung dieser Website:{' '}
        <a href={AGENCY_IMPRINT_URL} target="_blank" rel="noopener noreferrer" className={legalLinkClass}>
          {AGENCY_NAME}
          <span className="sr-only"> (Impressum der Agentur, öffnet in neuem Tab)</span>
        </a>
      </p>
    </div>
  );
}
