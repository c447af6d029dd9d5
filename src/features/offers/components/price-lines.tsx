import { formatEuro } from '@/lib/money';
import { lineBasisText, vatText } from '../format';
import type { PricedLine, PricedOption } from '../prices';
import { PRICE_LINES_TEXTS } from '../texts';

function LineRow({ line }: { line: PricedLine }) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-1.5 pr-3 text-left font-normal">
        {line.text}
        <span className="block text-xs text-slate-600">
          {lineBasisText(line)} · {line.units} × {formatEuro(line.unitNetCents)} · {vatText(line.vatRate)}
        </span>
      </th>
      <td className="py-1.5 text-right whitespace-nowrap">{formatEuro(line.netCents)}</td>
    </tr>
  );
}

/** The option's price lines with our planning fee and the totals, in an expandable box (works without JavaScript). */
export function PriceLines({ priced, name }: { priced: PricedOption; name: string }) {
  return (
    <details className="group rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-medium text-pine-800">{PRICE_LINES_TEXTS.show}<span className="sr-only"> – {name}</span></summary>
      <table className="mt-2 w-full">
        <caption className="sr-only">{PRICE_LINES_TEXTS.caption(name)}</caption>
        <thead>
          <tr>
            <th scope="col" className="pb-1 text-left font-medium">{PRICE_LINES_TEXTS.position}</th>
            <th scope="col" className="pb-1 text-right font-medium">{PRICE_LINES_TEXTS.net}</th>
          </tr>
        </thead>
        <tbody>
          {priced.lines.map((line, i) => (
            <LineRow key={i} line={line} />
          ))}
          {priced.fee && <LineRow line={priced.fee} />}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300">
            <th scope="row" className="py-1.5 text-left font-medium">{PRICE_LINES_TEXTS.totalNet}</th>
            <td className="py-1.5 text-right">{formatEuro(priced.total.net)}</td>
          </tr>
          {priced.total.vatByRate.map((entry) => (
            <tr key={entry.rate}>
              <th scope="row" className="py-0.5 text-left font-normal">
                {PRICE_LINES_TEXTS.vatOn(vatText(entry.rate), formatEuro(entry.net))}
              </th>
              <td className="py-0.5 text-right">{formatEuro(entry.vat)}</td>
            </tr>
          ))}
          <tr className="border-t border-slate-300">
            <th scope="row" className="py-1.5 text-left font-semibold">{PRICE_LINES_TEXTS.totalGross}</th>
            <td className="py-1.5 text-right font-semibold">{formatEuro(priced.total.gross)}</td>
          </tr>
        </tfoot>
      </table>
    </details>
  );
}
