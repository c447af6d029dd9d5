import { barChart } from '@/lib/chart';

const PLOT = { width: 600, height: 160 };
const MARGIN = { left: 36, bottom: 24, top: 8 };

/**
 * A bar chart drawn on the server as SVG, with the same figures as a table beside it: screen readers and readers
 * without images get the numbers, and nothing needs JavaScript. Labels under the bars are thinned to about twelve.
 */
export function BarChart({
  id,
  caption,
  points,
  columns,
  format = (value) => value.toLocaleString('de-DE'),
}: {
  id: string;
  caption: string;
  points: readonly { label: string; value: number }[];
  /** The table's headings: the label's and the value's. */
  columns: readonly [string, string];
  format?: (value: number) => string;
}) {
  const { bars, ticks } = barChart(points, PLOT);
  const every = Math.max(1, Math.ceil(bars.length / 12));
  return (
    <figure aria-labelledby={`${id}-caption`} className="space-y-3">
      <figcaption id={`${id}-caption`} className="font-semibold text-pine-900">
        {caption}
      </figcaption>
      <svg
        viewBox={`0 0 ${PLOT.width + MARGIN.left} ${PLOT.height + MARGIN.top + MARGIN.bottom}`}
        className="h-auto w-full max-w-2xl"
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-table`}
      >
        <g transform={`translate(${MARGIN.left} ${MARGIN.top})`}>
          {ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={0} x2={PLOT.width} y1={tick.y} y2={tick.y} stroke="#cbd5e1" strokeWidth={1} />
              <text x={-6} y={tick.y + 4} textAnchor="end" fontSize={11} fill="#475569">
                {format(tick.value)}
              </text>
            </g>
          ))}
          {bars.map((bar, index) => (
            <g key={`${bar.label}-${index}`}>
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="#166534">
                <title>{`${bar.label}: ${format(bar.value)}`}</title>
              </rect>
              {index % every === 0 && (
                <text x={bar.x + bar.width / 2} y={PLOT.height + 16} textAnchor="middle" fontSize={11} fill="#475569">
                  {bar.label}
                </text>
              )}
            </g>
          ))}
        </g>
      </svg>
      {/* A long table scrolls in its box: focusable, so a keyboard can scroll it too. */}
      <div tabIndex={0} role="region" aria-label={`${caption}: table`} className="max-h-64 overflow-y-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table id={`${id}-table`} className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-1.5">
                {columns[0]}
              </th>
              <th scope="col" className="px-3 py-1.5 text-right">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={`${point.label}-${index}`} className="border-t border-slate-100">
                <td className="px-3 py-1">{point.label}</td>
                <td className="px-3 py-1 text-right tabular-nums">{format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
