/** The median of `values` among `population` members, those not listed counting 0; 0 for none. */
export function medianOf(values: number[], population: number): number {
  const n = Math.max(population, values.length);
  if (n === 0) return 0;
  const all = [...values, ...Array<number>(n - values.length).fill(0)].sort((a, b) => a - b);
  const mid = Math.floor(n / 2);
  return n % 2 ? all[mid]! : (all[mid - 1]! + all[mid]!) / 2;
}
