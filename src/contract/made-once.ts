/**
 * A value made when first asked for, then kept. For Intl formatters: making one loads its
 * language's and zone's data, which on a phone is a long task if a script makes them all as it
 * loads (docs/decisions/0040-first-paint.md).
 */
export function madeOnce<T>(make: () => T): () => T {
  let value: { made: T } | null = null;
  return () => (value ??= { made: make() }).made;
}
