import { describeSearchInterest, monthTicks, peakWeek, planningStart, SEARCH_INTEREST } from '../search-interest';

const WIDTH = 640;
const HEIGHT = 300;
const PLOT = { left: 52, right: 16, top: 28, bottom: 44 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;
const GRID_VALUES = [0, 25, 50, 75, 100];

// Coordinates in tenths: finer than any screen draws the chart, where full doubles lengthened the page by a kilobyte.
const round = (n: number) => Math.round(n * 10) / 10;
const x = (week: number) => round(PLOT.left + (week / (SEARCH_INTEREST.length - 1)) * PLOT_WIDTH);
const y = (value: number) => round(PLOT.top + (1 - value / 100) * PLOT_HEIGHT);

const line = SEARCH_INTEREST.map((week, i) => `${i === 0 ? 'M' : 'L'}${x(i)} ${y(week.value)}`).join(' ');
const area = `${line} L${x(SEARCH_INTEREST.length - 1)} ${y(0)} L${x(0)} ${y(0)} Z`;
const ticks = monthTicks(SEARCH_INTEREST);
const start = planningStart(SEARCH_INTEREST);
const peak = peakWeek(SEARCH_INTEREST);
const summary = describeSearchInterest(SEARCH_INTEREST);

/** The season of searches for a Christmas party venue, drawn as an inline SVG with its summary in words. */
export function TrendChart() {
  return (
    <figure className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-pine-100 md:p-6">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="trend-titel" aria-describedby="trend-text" className="mx-auto h-auto w-full max-w-3xl text-[13px] max-sm:text-[22px]" data-testid="suchinteresse">
        <title id="trend-titel">Suchinteresse nach Locations für die Weihnachtsfeier im Jahresverlauf (illustrativer Index)</title>
        {/* Labels are sized in CSS: larger on phones, where the chart is drawn at half its size. */}
        <g className="fill-slate-500">
          {GRID_VALUES.map((value) => (
            <g key={value}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(value)} y2={y(value)} stroke="#e2e8f0" />
              <text x={PLOT.left - 8} y={y(value)} textAnchor="end" dominantBaseline="middle">
                {value}
              </text>
            </g>
          ))}
          {ticks.map((tick) => (
            <g key={tick.label}>
              <line x1={x(tick.week)} x2={x(tick.week)} y1={y(0)} y2={y(0) + 5} stroke="#94a3b8" />
              <text x={x(tick.week)} y={y(0) + 9} textAnchor="start" dominantBaseline="hanging">
                {tick.label}
              </text>
            </g>
          ))}
          <text x={PLOT.left} y={4} dominantBaseline="hanging">
            Index (100 = stärkste Woche)
          </text>
        </g>
        <path d={area} fill="#dcebe2" />
        <path d={line} fill="none" stroke="#175537" strokeWidth="3" strokeLinejoin="round" />
        <line x1={x(start)} x2={x(start)} y1={PLOT.top} y2={y(0)} stroke="#8a6a12" strokeDasharray="4 4" />
        <text x={x(start) - 6} y={PLOT.top + 4} textAnchor="end" dominantBaseline="hanging" fill="#8a6a12" fontWeight="600">
          Planung beginnt
        </text>
        <circle cx={x(peak)} cy={y(SEARCH_INTEREST[peak].value)} r="6" fill="#b3261e" />
        <text x={x(peak) - 14} y={y(SEARCH_INTEREST[peak].value)} textAnchor="end" dominantBaseline="middle" fill="#b3261e" fontWeight="600">
          Höhepunkt
        </text>
      </svg>
      <figcaption className="mt-4 space-y-1 text-sm text-slate-600">
        <p id="trend-text">{summary}</p>
        <p>Illustrativer Index, keine gemessenen Werte: So verteilt sich die Suche nach Locations für die Weihnachtsfeier typischerweise über das Jahr.</p>
      </figcaption>
    </figure>
  );
}
