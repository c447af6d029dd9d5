/** The value at a fraction of samples sorted ascending (0.5: the median, 0.95: p95), the nearest rank below. */
export function percentile(sortedAscending: readonly number[], fraction: number): number {
  if (sortedAscending.length === 0) throw new RangeError('No samples');
  return sortedAscending[Math.min(sortedAscending.length - 1, Math.floor(sortedAscending.length * fraction))];
}
