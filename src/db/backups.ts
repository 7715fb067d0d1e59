import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/** The daily copies' names (scripts/backup.ts without FILE): app-2026-12-02T04-00-00.db, in time order by name. */
const DAILY_COPY = /^app-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.db$/;

export const backupsDir = (dataDir: string) => join(dataDir, "backups");

/** The daily copies in DATA_DIR/backups, oldest first; copies an operator named themselves are not listed. */
export function dailyCopies(dataDir: string): { file: string; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(backupsDir(dataDir));
  } catch {
    return [];
  }
  return names
    .filter((name) => DAILY_COPY.test(name))
    .sort()
    .map((name) => ({ file: join(backupsDir(dataDir), name), at: statSync(join(backupsDir(dataDir), name)).mtime }));
}

/** Deletes all but the newest `keep` daily copies; answers how many went. */
export function pruneDailyCopies(dataDir: string, keep: number): number {
  const copies = dailyCopies(dataDir);
  const old = copies.slice(0, Math.max(0, copies.length - keep));
  for (const { file } of old) rmSync(file, { force: true });
  return old.length;
}
