/**
 * The median of `values` among `population` members, those not listed counting 0; 0 for none.
 * The unlisted zeros are counted, not made: a church's peers are a whole denomination (110,000 at
 * country scale) of which few have figures (docs/decisions/0042-whole-country-bench.md).
 */
export function medianOf(values: number[], population: number): number {
  const n = Math.max(population, values.length);
  if (n === 0) return 0;
  const below = values.filter((v) => v < 0).sort((a, b) => a - b);
  const above = values.filter((v) => v >= 0).sort((a, b) => a - b);
  const zeros = n - values.length;
  // The k-th of all, in order: the negative values, the unlisted zeros, the rest.
  const at = (k: number) => (k < below.length ? below[k]! : k < below.length + zeros ? 0 : above[k - below.length - zeros]!);
  const mid = Math.floor(n / 2);
  return n % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}
