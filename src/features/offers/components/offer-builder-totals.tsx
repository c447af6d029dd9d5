import { useTranslations } from 'next-intl';
import { formatEuro } from '@/lib/money';
import { type DraftFee, type DraftOptionTotals, lineUnitsText, type TotalsWords } from '../draft-totals';
import type { PricedLine } from '../prices';

function LineRow({ line, label, participants, t }: { line: PricedLine; label: string; participants: number; t: TotalsWords }) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-1.5 pr-3 text-left font-normal">
        {label}
        <span className="block text-xs text-slate-600">
          {t('lineDetail', { unitPrice: formatEuro(line.unitNetCents), units: lineUnitsText(line, participants, t), vatRate: line.vatRate })}
        </span>
      </th>
      <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{formatEuro(line.netCents)}</td>
    </tr>
  );
}

/**
 * A row of the sums: a total (net, gross) with more room than a part of one (a rate's VAT, the gross per guest);
 * `strong`, the amount due.
 */
function SumRow({ label, cents, total = false, strong = false, rowClassName }: { label: string; cents: number; total?: boolean; strong?: boolean; rowClassName?: string }) {
  const padding = total ? 'py-1.5' : 'py-0.5';
  return (
    <tr className={rowClassName}>
      <th scope="row" className={`${padding} text-left ${strong ? 'font-semibold' : total ? 'font-medium' : 'font-normal'}`}>
        {label}
      </th>
      <td className={`${padding} text-right ${strong ? 'font-semibold ' : ''}tabular-nums`}>{formatEuro(cents)}</td>
    </tr>
  );
}

/**
 * An option's figures as the builder's form holds them (draftOptionTotals): its readable lines and the planning fee,
 * the net, the VAT of each rate, the gross and the gross per guest, with a hint for what is not counted yet.
 */
export function OfferBuilderTotals({ i, totals, fee, participants }: { i: number; totals: DraftOptionTotals; fee: DraftFee; participants: number }) {
  const t = useTranslations('offers.totals');
  const hintId = `o${i}-totals-hint`;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" data-testid={`option-${i}-totals`}>
      <h3 className="font-medium text-slate-800">
        {t('title', { n: i + 1 })}
      </h3>
      <p id={hintId} className="text-slate-600">
        {t('intro', { count: participants })}
      </p>
      {totals.notCounted.length > 0 && <p className="mt-1 font-medium text-berry-700">{t('notCounted', { count: totals.notCounted.length, rows: totals.notCounted.join(', ') })}</p>}
      {'missing' in fee && <p className="mt-1 font-medium text-berry-700">{fee.missing === 'package' ? t('feeNotCountedPackage') : t('feeNotCountedEnterprise')}</p>}
      <table className="mt-2 w-full" aria-describedby={hintId}>
        <caption className="sr-only">{t('caption', { n: i + 1 })}</caption>
        <thead>
          <tr>
            <th scope="col" className="pb-1 text-left font-medium">
              {t('position')}
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              {t('net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.lines.map((line) => (
            <LineRow key={line.row} line={line} label={line.text || t('unnamedLine', { n: line.row })} participants={participants} t={t} />
          ))}
          {totals.lines.length === 0 && (
            <tr className="border-t border-slate-200">
              <td colSpan={2} className="py-1.5 text-slate-700">
                {t('noLineCounted')}
              </td>
            </tr>
          )}
          {totals.fee && <LineRow line={totals.fee} label={totals.fee.text} participants={participants} t={t} />}
        </tbody>
        <tfoot>
          <SumRow label={t('netTotal')} cents={totals.total.net} total rowClassName="border-t-2 border-slate-300" />
          {totals.total.vatByRate.map((entry) => (
            <SumRow key={entry.rate} label={t('vatOn', { rate: entry.rate, net: formatEuro(entry.net) })} cents={entry.vat} />
          ))}
          <SumRow label={t('grossTotal')} cents={totals.total.gross} total strong rowClassName="border-t border-slate-300" />
          {totals.perHeadGross !== null && <SumRow label={t('perGuest')} cents={totals.perHeadGross} />}
        </tfoot>
      </table>
    </div>
  );
}
