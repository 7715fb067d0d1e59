/**
 * A counter every write that changes what visitors see bumps; the page cache keys its entries by
 * it, so a change drops every cached page at once (one process serves the city).
 */
let version = 0;

export function dataVersion(): number {
  return version;
}

export function bumpDataVersion(): void {
  version++;
}
