import { existsSync } from "node:fs";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { IMAGE_WIDTHS, OBJECT_PATH } from "../../src/contract/images";

/** Every column that names an uploaded image by its stored path (/uploads/{hash}-1600.webp). */
const IMAGE_COLUMNS = [
  ["images", "object_path"],
  ["churches", "hero_image"],
  ["churches", "logo_image"],
  ["articles", "image_url"],
  ["banner_ads", "image_url"],
] as const;

export interface RestoredCheck {
  /** "ok", or what PRAGMA integrity_check found. */
  integrity: string;
  /** Rows of every table of ours, by name. */
  counts: [table: string, rows: number][];
  /** Image files the database names that UPLOADS_DIR does not hold, by file name. */
  missingImages: string[];
}

/**
 * Checks a restored database (docs/operations.md, Restore): SQLite's integrity check, the rows of
 * each table, and the image variants its rows name, looked for in `uploadsDir`: uploads are not
 * in the database and come back from their own copy.
 */
export function checkRestored(dbPath: string, uploadsDir: string): RestoredCheck {
  const db = new Database(dbPath, { readonly: true });
  try {
    const integrity = (db.query("PRAGMA integrity_check").all() as { integrity_check: string }[]).map((r) => r.integrity_check).join("; ");
    const virtual = (db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'").all() as { name: string }[]).map((r) => r.name);
    // Not SQLite's, Litestream's or the migrations' own (theirs start with sqlite_ or _), nor a search index and its shadow tables.
    const tables = (db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_%' ESCAPE '\\' ORDER BY name").all() as { name: string }[])
      .map((r) => r.name)
      .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
    const counts = tables.map((name): [string, number] => [name, (db.query(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n]);
    const hashes = new Set<string>();
    for (const [table, column] of IMAGE_COLUMNS) {
      if (!tables.includes(table)) continue;
      for (const row of db.query(`SELECT ${column} AS path FROM ${table} WHERE ${column} LIKE '/uploads/%'`).all() as { path: string }[]) {
        const hash = OBJECT_PATH.exec(row.path)?.[1];
        if (hash) hashes.add(hash);
      }
    }
    const missingImages = [...hashes].sort().flatMap((hash) => IMAGE_WIDTHS.map((w) => `${hash}-${w}.webp`)).filter((file) => !existsSync(join(uploadsDir, file)));
    return { integrity, counts, missingImages };
  } finally {
    db.close();
  }
}
