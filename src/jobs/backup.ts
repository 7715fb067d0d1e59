import { join } from "node:path";
import type { AppContext } from "../app-context";
import { dailyCopies, pruneDailyCopies } from "../db/backups";
import { everyHour } from "./hourly";

const HOUR_MS = 3600 * 1000;
/** A copy a little younger than a day still counts, so the hourly check does not drift past the day. */
const DUE_AFTER_MS = 23.5 * HOUR_MS;
const script = join(import.meta.dir, "..", "..", "scripts", "backup.ts");

/**
 * One round of the daily copies (docs/operations.md, Backups and replication): when the newest copy
 * in DATA_DIR/backups is a day old or there is none, `bun run backup` makes one (SQLite's VACUUM
 * INTO, in a process of its own so the server's thread never waits on it), then all but the newest
 * BACKUP_KEEP are deleted. Answers whether a copy was made.
 */
export async function runDailyBackup(ctx: Pick<AppContext, "env" | "log">, now = new Date()): Promise<boolean> {
  const newest = dailyCopies(ctx.env.DATA_DIR).at(-1);
  if (newest && now.getTime() - newest.at.getTime() < DUE_AFTER_MS) return false;
  const proc = Bun.spawn([process.execPath, script], { env: { ...process.env, DATA_DIR: ctx.env.DATA_DIR }, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) {
    ctx.log(`error: daily backup failed: ${(err || out).trim()}`);
    return false;
  }
  const pruned = pruneDailyCopies(ctx.env.DATA_DIR, ctx.env.BACKUP_KEEP);
  ctx.log(`${out.trim()}${pruned ? ` Deleted ${pruned} older cop${pruned === 1 ? "y" : "ies"} (BACKUP_KEEP=${ctx.env.BACKUP_KEEP}).` : ""}`);
  return true;
}

/**
 * Checks when the hourly jobs first run (the copy's process would take a core from the server's
 * first pages) and then hourly, one round at a time; nothing when BACKUP_KEEP is 0.
 */
export function scheduleDailyBackup(ctx: Pick<AppContext, "env" | "log">): () => void {
  if (ctx.env.BACKUP_KEEP === 0) return () => undefined;
  // runDailyBackup logs the copy it made; a throw is logged as 'daily backup failed: …'.
  return everyHour(ctx, "daily backup", async () => (await runDailyBackup(ctx), null));
}
