import type { AppContext } from "../../app-context";
import { backupStatus } from "../health/backup-status";

/** What the dashboard's site-health panel shows (web/components/AdminSiteHealth.tsx): a line each, and warnings. */
export interface SiteHealth {
  lines: string[];
  warnings: string[];
}

const when = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" });

function ago(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "less than a minute";
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} hours` : `${Math.round(hours / 24)} days`;
}

/** The copies of the database as an admin reads them (docs/operations.md, Backups and replication). */
export async function siteHealth(ctx: Pick<AppContext, "env">, now = Date.now()): Promise<SiteHealth> {
  const status = await backupStatus(ctx.env, now);
  const lines: string[] = [];
  const { replica } = status;
  if (replica && !replica.error) {
    const holds = replica.holdsUpTo ? `holds every write up to ${when.format(replica.holdsUpTo)}` : "holds no copy yet";
    lines.push(`Replica (${replica.url}): ${holds}${replica.behindMs > 0 ? `, ${ago(replica.behindMs)} behind the database` : ", in step with the database"}.`);
  }
  if (ctx.env.BACKUP_KEEP > 0) {
    lines.push(status.lastCopy ? `Last daily copy: ${when.format(status.lastCopy)} (${ago(now - status.lastCopy.getTime())} ago; the last ${ctx.env.BACKUP_KEEP} are kept in DATA_DIR/backups).` : "Last daily copy: none yet.");
  }
  return { lines, warnings: status.warnings };
}
