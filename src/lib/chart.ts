/** The geometry of a bar chart drawn as SVG on the server: pure, so the figures can be checked without a browser. */

export interface Bar {
  label: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarChartGeometry {
  bars: Bar[];
  /** The value the top of the plot stands for: the largest value rounded up to a whole step, at least 1. */
  max: number;
  /** Horizontal guide lines with their values (0, half, max). */
  ticks: { value: number; y: number }[];
}

/** A round top for the axis: 1, 2, 5 times a power of ten, at least the largest value. */
export function niceMax(largest: number): number {
  if (largest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= largest)!;
  return step * power;
}

/** Bars side by side in a plot of `width` × `height` (no margins: the caller places the plot), with a gap of a fifth of a bar. */
export function barChart(points: readonly { label: string; value: number }[], { width, height }: { width: number; height: number }): BarChartGeometry {
  const max = niceMax(Math.max(0, ...points.map((point) => point.value)));
  const slot = points.length ? width / points.length : width;
  const barWidth = slot * 0.8;
  const bars = points.map((point, index) => {
    const barHeight = (Math.max(0, point.value) / max) * height;
    return { label: point.label, value: point.value, x: index * slot + (slot - barWidth) / 2, y: height - barHeight, width: barWidth, height: barHeight };
  });
  const ticks = [0, max / 2, max].filter((value, index, all) => all.indexOf(value) === index).map((value) => ({ value, y: height - (value / max) * height }));
  return { bars, max, ticks };
}
