import { statSync } from "node:fs";
import type { Env } from "../../env";
import { dailyCopies } from "../../db/backups";
import { describeReplica, replicaHoldsUpTo, RestoreError, writeLitestreamConfig } from "../../lib/litestream";

const DAY_MS = 24 * 3600 * 1000;
/** Listing an S3 replica costs requests: its answer is kept this long. */
const REPLICA_READ_EVERY_MS = 30_000;

export interface ReplicaState {
  /** The replica's address, without credentials. */
  url: string;
  /** The newest write the replica holds; null when it holds none yet. */
  holdsUpTo: Date | null;
  /** How long the database has had writes the replica lacks (0: in step). */
  behindMs: number;
  /** Why the replica could not be read. */
  error: string | null;
}

export interface BackupStatus {
  /** The newest daily copy in DATA_DIR/backups. */
  lastCopy: Date | null;
  replica: ReplicaState | null;
  /** What an admin should hear about, in a sentence each: copies older than a day, a replica behind by a day or unreadable. */
  warnings: string[];
}

/** Per database and replica: a configuration file written once, and the last reading. */
const replicas = new Map<string, { config: string; last?: { at: number; state: ReplicaState } }>();

/** When the database was last written: its WAL file changes with every commit. */
function lastWrite(databasePath: string): number {
  for (const file of [`${databasePath}-wal`, databasePath]) {
    try {
      return statSync(file).mtimeMs;
    } catch {
      // No WAL yet: the file itself.
    }
  }
  return 0;
}

async function readReplica(env: Env & { REPLICA_URL: string }, now: number): Promise<ReplicaState> {
  const settings = { url: env.REPLICA_URL, s3Endpoint: env.REPLICA_S3_ENDPOINT, s3Region: env.REPLICA_S3_REGION };
  const key = JSON.stringify([env.DATABASE_PATH, settings]);
  let known = replicas.get(key);
  if (!known) replicas.set(key, (known = { config: writeLitestreamConfig(env.DATABASE_PATH, settings) }));
  if (known.last && now - known.last.at < REPLICA_READ_EVERY_MS) return known.last.state;
  const url = describeReplica(env.REPLICA_URL);
  let state: ReplicaState;
  try {
    const holdsUpTo = await replicaHoldsUpTo(known.config, env.DATABASE_PATH);
    // Whole seconds on the replica's side: a write within the same second is not "behind".
    const behindMs = Math.max(0, lastWrite(env.DATABASE_PATH) - (holdsUpTo?.getTime() ?? 0) - 1000);
    state = { url, holdsUpTo, behindMs: holdsUpTo ? behindMs : now - lastWrite(env.DATABASE_PATH), error: null };
  } catch (error) {
    if (!(error instanceof RestoreError)) throw error;
    state = { url, holdsUpTo: null, behindMs: 0, error: error.message };
  }
  known.last = { at: now, state };
  return state;
}

/**
 * Where the copies of the database stand (docs/operations.md, Backups and replication): the newest
 * daily copy, and with REPLICA_URL how far the replica is behind the database, for the admin
 * dashboard, /readyz and the metrics.
 */
export async function backupStatus(env: Env, now = Date.now()): Promise<BackupStatus> {
  const lastCopy = dailyCopies(env.DATA_DIR).at(-1)?.at ?? null;
  const replicaUrl = env.REPLICA_URL;
  const replica = replicaUrl ? await readReplica({ ...env, REPLICA_URL: replicaUrl }, now) : null;
  const warnings: string[] = [];
  if (replica?.error) warnings.push(`The replica at ${replica.url} cannot be read: ${replica.error}.`);
  else if (replica && replica.behindMs > DAY_MS) warnings.push(`The replica at ${replica.url} has lacked the database's writes for more than a day: check that Litestream runs (the site's log).`);
  if (env.BACKUP_KEEP > 0 && !replica) {
    if (!lastCopy) warnings.push("No daily copy of the database has been made yet.");
    else if (now - lastCopy.getTime() > DAY_MS) warnings.push("The newest daily copy of the database is more than a day old: check the site's log for 'daily backup failed'.");
  }
  if (env.BACKUP_KEEP === 0 && !replica) warnings.push("Nothing copies the database: set REPLICA_URL, or BACKUP_KEEP above 0 for daily copies.");
  return { lastCopy, replica, warnings };
}
