/** The value at a fraction of samples sorted ascending (0.5: the median, 0.95: p95), the nearest rank below. */
export function percentile(sortedAscending: readonly number[], fraction: number): number {
  if (sortedAscending.length === 0) throw new RangeError('No samples');
  return sortedAscending[Math.min(sortedAscending.length - 1, Math.floor(sortedAscending.length * fraction))];
}

/** p50, p95, p99 and the slowest of timings in milliseconds, to a tenth (the goals below 50 ms need more than whole ms). */
export function timingSummary(samplesMs: readonly number[]) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const tenth = (ms: number) => Math.round(ms * 10) / 10;
  return { runs: sorted.length, p50Ms: tenth(percentile(sorted, 0.5)), p95Ms: tenth(percentile(sorted, 0.95)), p99Ms: tenth(percentile(sorted, 0.99)), maxMs: tenth(sorted[sorted.length - 1]) };
}
