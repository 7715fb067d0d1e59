import type { AppContext } from "../../app-context";
import { migrationState, probeWrite } from "../../db/migration-state";
import { outboxBacklog } from "../mail/service";
import { backupStatus } from "./backup-status";

/** Past this many messages waiting to be sent, the site is not ready: mail is not getting out (docs/operations.md). */
export const OUTBOX_BACKLOG_BOUND = 500;
/** A replica lacking the database's writes for longer than this is not keeping up (Litestream sends every second). */
export const REPLICA_LAG_BOUND_MS = 60_000;

export interface Check {
  ok: boolean;
  /** What was seen, in a few words an operator can act on. */
  detail: string;
}

export interface Readiness {
  status: "ready" | "not ready";
  /** The names of the checks that failed; empty when ready. */
  failed: string[];
  checks: Record<string, Check>;
}

/** Runs one check; a check that throws has failed, with the error's message as its detail. */
function run(check: () => Check): Check {
  try {
    return check();
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What GET /readyz answers (docs/operations.md, Health): the database takes writes, every
 * migration this build ships is applied, the mail worker goes round (when SMTP_URL is set), the
 * outbox's backlog is under OUTBOX_BACKLOG_BOUND, and with REPLICA_URL the replica can be read and
 * lacks no write older than REPLICA_LAG_BOUND_MS.
 */
export async function readiness(ctx: AppContext): Promise<Readiness> {
  const checks: Record<string, Check> = {
    database: run(() => {
      probeWrite(ctx.db);
      return { ok: true, detail: "writable" };
    }),
    migrations: run(() => {
      const { applied, shipped, upToDate } = migrationState(ctx.db);
      return { ok: upToDate, detail: upToDate ? `${applied} applied` : `${applied} applied, this build ships ${shipped}` };
    }),
    mailWorker: run(() => {
      if (!ctx.env.SMTP_URL) return { ok: true, detail: "not running: SMTP_URL is not set, mail is kept in the outbox" };
      const alive = ctx.mailWorker?.alive() ?? false;
      return { ok: alive, detail: alive ? "sending" : "stopped: no round for more than a minute" };
    }),
    outbox: run(() => {
      const { waiting, retrying } = outboxBacklog(ctx.db);
      const backlog = waiting + retrying;
      return { ok: !ctx.env.SMTP_URL || backlog < OUTBOX_BACKLOG_BOUND, detail: `${backlog} waiting to be sent (bound ${OUTBOX_BACKLOG_BOUND})` };
    }),
  };
  const replica = ctx.env.REPLICA_URL ? (await backupStatus(ctx.env)).replica : null;
  if (replica) {
    const behind = Math.round(replica.behindMs / 1000);
    checks.replica = replica.error
      ? { ok: false, detail: `cannot be read: ${replica.error}` }
      : { ok: replica.behindMs < REPLICA_LAG_BOUND_MS, detail: `${behind} s behind the database (bound ${REPLICA_LAG_BOUND_MS / 1000} s)` };
  }
  const failed = Object.entries(checks).filter(([, check]) => !check.ok).map(([name]) => name);
  return { status: failed.length ? "not ready" : "ready", failed, checks };
}
