/**
 * Many rows into one table through one prepared statement per set of columns: drizzle builds its
 * SQL again for every insert, which at the whole-country benchmark's 380,000 churches costs more
 * than SQLite's work (docs/decisions/0042-whole-country-bench.md). Values are mapped to what the
 * driver stores by the table's own columns (booleans, timestamps, JSON), as drizzle would.
 */
import type { Statement } from "bun:sqlite";
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";

export type BulkInsert<T extends SQLiteTable> = (row: T["$inferInsert"]) => void;

/** An inserter for `table`; call it inside a transaction. Columns left out take their SQL defaults. */
export function bulkInserter<T extends SQLiteTable>(db: Db, table: T): BulkInsert<T> {
  const { name, columns } = getTableConfig(table);
  const byKey = new Map<string, SQLiteColumn>(Object.entries(table as unknown as Record<string, SQLiteColumn>).filter(([, c]) => columns.includes(c)));
  const statements = new Map<string, { statement: Statement; columns: SQLiteColumn[] }>();
  return (row) => {
    const keys = Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined);
    const shape = keys.join(",");
    let prepared = statements.get(shape);
    if (!prepared) {
      const used = keys.map((k) => {
        const column = byKey.get(k);
        if (!column) throw new Error(`${name} has no column ${k}`);
        return column;
      });
      const sql = `INSERT INTO "${name}" (${used.map((c) => `"${c.name}"`).join(", ")}) VALUES (${used.map(() => "?").join(", ")})`;
      statements.set(shape, (prepared = { statement: db.sqlite.prepare(sql), columns: used }));
    }
    const values = keys.map((k, i) => {
      const value = (row as Record<string, unknown>)[k];
      return value === null ? null : prepared.columns[i]!.mapToDriverValue(value);
    });
    prepared.statement.run(...(values as never[]));
  };
}
