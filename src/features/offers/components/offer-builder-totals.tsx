import { formatEuro } from '@/lib/money';
import { type CountedLine, type DraftFee, type DraftOptionTotals, lineUnitsText } from '../draft-totals';
import type { PricedLine } from '../prices';
import { BUILDER_FORM_TEXTS } from '../texts';

function LineRow({ line, label, participants }: { line: PricedLine; label: string; participants: number }) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-1.5 pr-3 text-left font-normal">
        {label}
        <span className="block text-xs text-slate-600">
          {BUILDER_FORM_TEXTS.lineDetail(formatEuro(line.unitNetCents), lineUnitsText(line, participants), line.vatRate)}
        </span>
      </th>
      <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{formatEuro(line.netCents)}</td>
    </tr>
  );
}

const lineLabel = (line: CountedLine) => line.text || BUILDER_FORM_TEXTS.unnamedLine(line.row);

/**
 * An option's figures as the builder's form holds them (draftOptionTotals): its readable lines and the planning fee,
 * the net, the VAT of each rate, the gross and the gross per guest, with a hint for what is not counted yet.
 */
export function OfferBuilderTotals({ i, totals, fee, participants }: { i: number; totals: DraftOptionTotals; fee: DraftFee; participants: number }) {
  const hintId = `o${i}-totals-hint`;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" data-testid={`option-${i}-totals`}>
      <h3 className="font-medium text-slate-800">
        {BUILDER_FORM_TEXTS.totalsTitle(i + 1)}
      </h3>
      <p id={hintId} className="text-slate-600">
        {BUILDER_FORM_TEXTS.totalsFor(participants)}
      </p>
      {totals.notCounted.length > 0 && <p className="mt-1 font-medium text-berry-700">{BUILDER_FORM_TEXTS.notCounted(totals.notCounted)}</p>}
      {'missing' in fee && <p className="mt-1 font-medium text-berry-700">{BUILDER_FORM_TEXTS.feeNotCounted[fee.missing]}</p>}
      <table className="mt-2 w-full" aria-describedby={hintId}>
        <caption className="sr-only">{BUILDER_FORM_TEXTS.totalsCaption(i + 1)}</caption>
        <thead>
          <tr>
            <th scope="col" className="pb-1 text-left font-medium">
              {BUILDER_FORM_TEXTS.position}
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              {BUILDER_FORM_TEXTS.net}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.lines.map((line) => (
            <LineRow key={line.row} line={line} label={lineLabel(line)} participants={participants} />
          ))}
          {totals.lines.length === 0 && (
            <tr className="border-t border-slate-200">
              <td colSpan={2} className="py-1.5 text-slate-700">
                {BUILDER_FORM_TEXTS.noLineCounted}
              </td>
            </tr>
          )}
          {totals.fee && <LineRow line={totals.fee} label={totals.fee.text} participants={participants} />}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300">
            <th scope="row" className="py-1.5 text-left font-medium">
              {BUILDER_FORM_TEXTS.netTotal}
            </th>
            <td className="py-1.5 text-right tabular-nums">{formatEuro(totals.total.net)}</td>
          </tr>
          {totals.total.vatByRate.map((entry) => (
            <tr key={entry.rate}>
              <th scope="row" className="py-0.5 text-left font-normal">
                {BUILDER_FORM_TEXTS.vatOn(entry.rate, formatEuro(entry.net))}
              </th>
              <td className="py-0.5 text-right tabular-nums">{formatEuro(entry.vat)}</td>
            </tr>
          ))}
          <tr className="border-t border-slate-300">
            <th scope="row" className="py-1.5 text-left font-semibold">
              {BUILDER_FORM_TEXTS.grossTotal}
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums">{formatEuro(totals.total.gross)}</td>
          </tr>
          {totals.perHeadGross !== null && (
            <tr>
              <th scope="row" className="py-0.5 text-left font-normal">
                {BUILDER_FORM_TEXTS.perGuest}
              </th>
              <td className="py-0.5 text-right tabular-nums">{formatEuro(totals.perHeadGross)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  );
}
