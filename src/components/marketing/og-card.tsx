/**
 * A link preview in our design, drawn at build time by next/og (inline styles only: it renders without a browser).
 * `priceNote` is the note at the foot, e.g. "ab 199,00 € zzgl. MwSt.", from the package data (this component knows no feature).
 */
export function OgCard({ eyebrow, title, subtitle, priceNote }: { eyebrow: string; title: string; subtitle: string; priceNote: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(160deg, #0d3322 0%, #12432c 70%, #175537 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, color: '#d9b24c' }}>
        <div style={{ width: 18, height: 18, borderRadius: 9, background: '#b3261e' }} />
        {eyebrow}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ fontSize: title.length > 28 ? 72 : 88, lineHeight: 1.05, letterSpacing: -1 }}>{title}</div>
        <div style={{ fontSize: 36, lineHeight: 1.3, color: '#dcebe2', maxWidth: 980 }}>{subtitle}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#b7d6c4' }}>
        <span>Locations · Preisvergleich · Planung</span>
        <span>{priceNote}</span>
      </div>
    </div>
  );
}
