import type { AppContext } from "../../app-context";
import { backupStatus } from "../health/backup-status";
import { mailTrouble } from "../mail/service";

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

/** Mail that is not getting out, and the copies of the database, as an admin reads them (docs/operations.md). */
export async function siteHealth(ctx: Pick<AppContext, "env" | "db">, now = Date.now()): Promise<SiteHealth> {
  const status = await backupStatus(ctx.env, now);
  const mail = ctx.env.SMTP_URL ? mailTrouble(ctx.db, new Date(now)) : null;
  const mailWarnings = mail
    ? [`Mail is not getting out. The last attempt failed: ${mail.lastError}. ${mail.waiting + mail.retrying} message${mail.waiting + mail.retrying === 1 ? " waits" : "s wait"} to be sent, ${mail.retrying} of them after a failed attempt; ${mail.failed} given up. See the Outbox tab, and SMTP_URL.`]
    : [];
  const lines: string[] = [];
  const { replica } = status;
  if (replica && !replica.error) {
    const holds = replica.holdsUpTo ? `holds every write up to ${when.format(replica.holdsUpTo)}` : "holds no copy yet";
    lines.push(`Replica (${replica.url}): ${holds}${replica.behindMs > 0 ? `, ${ago(replica.behindMs)} behind the database` : ", in step with the database"}.`);
  }
  if (ctx.env.BACKUP_KEEP > 0) {
    lines.push(status.lastCopy ? `Last daily copy: ${when.format(status.lastCopy)} (${ago(now - status.lastCopy.getTime())} ago; the last ${ctx.env.BACKUP_KEEP} are kept in DATA_DIR/backups).` : "Last daily copy: none yet.");
  }
  return { lines, warnings: [...mailWarnings, ...status.warnings] };
}
