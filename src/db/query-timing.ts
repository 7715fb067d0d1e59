import type { Database, Statement } from "bun:sqlite";

export type QueryKind = "read" | "write";
const READS = ["all", "get", "values"] as const;
const wrapped = new WeakSet<Statement>();

/**
 * Times every statement the connection prepares from now on, drizzle's and the raw ones alike
 * (docs/operations.md, Metrics): `prepare` and `query` hand out statements whose runs report their
 * duration. Only set up when metrics are on; a run then costs two clock readings more.
 */
export function timeQueries(sqlite: Database, observe: (kind: QueryKind, seconds: number) => void): void {
  const timed = <S extends Statement>(statement: S): S => {
    if (wrapped.has(statement)) return statement;
    wrapped.add(statement);
    for (const method of [...READS, "run"] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      const kind: QueryKind = method === "run" ? "write" : "read";
      Object.defineProperty(statement, method, {
        value: (...args: unknown[]) => {
          const started = performance.now();
          try {
            return original(...args);
          } finally {
            observe(kind, (performance.now() - started) / 1000);
          }
        },
      });
    }
    return statement;
  };
  const prepare = sqlite.prepare.bind(sqlite);
  const query = sqlite.query.bind(sqlite);
  sqlite.prepare = ((...args: Parameters<typeof prepare>) => timed(prepare(...args))) as typeof sqlite.prepare;
  sqlite.query = ((...args: Parameters<typeof query>) => timed(query(...args))) as typeof sqlite.query;
}
