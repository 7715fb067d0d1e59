import { chmodSync, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Litestream, the engine that streams the database's WAL to a replica (docs/operations.md,
 * Backups and replication; decision 0082). Its binary comes from npm in the platform package of
 * @flydotio/litestream; we call it directly, since that package's launcher neither passes signals
 * on nor answers the binary's exit code.
 */
export function litestreamBinary(): string {
  return fileURLToPath(import.meta.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`));
}

/** How often the replica is written (Litestream's default, stated so the loss window is ours to state). */
export const SYNC_INTERVAL_S = 1;
/**
 * Litestream copies new WAL frames every second (its monitor interval) and sends them to the
 * replica every SYNC_INTERVAL_S; the copying itself takes time on a busy machine (the drill lost
 * writes up to 2.1 s old on two shared cores). A write acknowledged more than this long before the
 * disk is lost is on the replica: the restore drill (tests/e2e/restore-drill.test.ts) holds it to that.
 */
export const LOSS_WINDOW_MS = 1000 + SYNC_INTERVAL_S * 1000 + 1000;

export interface ReplicaSettings {
  /** file:///path or s3://bucket/path. */
  url: string;
  /** An S3-compatible provider's endpoint (MinIO, R2, B2 …); none for Amazon S3. */
  s3Endpoint?: string;
  s3Region?: string;
}

/** The replica's address for the log: no user or password, should someone have put them there. */
export function describeReplica(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/**
 * The configuration file's text: one database, one replica. Values are JSON strings, which YAML
 * reads as they are; the file is read with -no-expand-env, so a `$` in a path stays a `$`.
 * Credentials are not written: Litestream reads LITESTREAM_ACCESS_KEY_ID and
 * LITESTREAM_SECRET_ACCESS_KEY (or the AWS_ names) from the environment itself.
 */
export function litestreamConfig(dbPath: string, replica: ReplicaSettings, logFormat: "text" | "json" = "text"): string {
  // Warnings and errors only: at info it writes a line for every WAL segment it sends.
  const lines = ["logging:", "  level: warn", `  type: ${logFormat}`, "dbs:", `  - path: ${JSON.stringify(dbPath)}`, "    replicas:", `      - url: ${JSON.stringify(replica.url)}`, `        sync-interval: ${SYNC_INTERVAL_S}s`];
  if (replica.url.startsWith("s3:")) {
    if (replica.s3Endpoint) lines.push(`        endpoint: ${JSON.stringify(replica.s3Endpoint)}`, "        force-path-style: true");
    if (replica.s3Region) lines.push(`        region: ${JSON.stringify(replica.s3Region)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Writes the configuration to a file of its own, readable by this user only; answers its path. */
export function writeLitestreamConfig(dbPath: string, replica: ReplicaSettings, logFormat: "text" | "json" = "text"): string {
  const file = join(mkdtempSync(join(tmpdir(), "churchdir-litestream-")), "litestream.yml");
  writeFileSync(file, litestreamConfig(dbPath, replica, logFormat), { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/** A word of a command line as Litestream's -exec splits it (shell rules): quoted when it must be. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** `litestream replicate` running `command` under it: Litestream stops when the command does, and passes SIGTERM and SIGINT on to it. */
export function replicateCommand(configPath: string, command: string[]): string[] {
  return [litestreamBinary(), "replicate", "-no-expand-env", "-config", configPath, "-exec", command.map(shellWord).join(" ")];
}

export class RestoreError extends Error {}

/**
 * Restores the database at `dbPath` (as named in the configuration) from its replica into `dbPath`
 * itself, which must not exist. `ifReplicaExists`: no replica is not an error (answers false).
 * `at`: the state at that moment rather than the latest.
 */
export async function restoreDatabase(configPath: string, dbPath: string, options: { ifReplicaExists?: boolean; at?: Date } = {}): Promise<boolean> {
  const args = [litestreamBinary(), "restore", "-no-expand-env", "-config", configPath, "-o", dbPath];
  if (options.ifReplicaExists) args.push("-if-replica-exists");
  if (options.at) args.push("-timestamp", options.at.toISOString());
  const proc = Bun.spawn([...args, dbPath], { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const output = `${out}${err}`;
  if (code !== 0) throw new RestoreError(output.trim().split("\n").at(-1)?.replace(/^\S+ \S+ /, "") ?? `litestream restore exited with ${code}`);
  // Without a replica (and -if-replica-exists) it exits 0 and writes nothing.
  return existsSync(dbPath);
}

/**
 * The newest moment the replica holds writes up to: the end of its newest generation, as
 * `litestream generations` lists it. Null when it holds none; throws RestoreError when it cannot be read.
 */
export async function replicaHoldsUpTo(configPath: string, dbPath: string): Promise<Date | null> {
  const proc = Bun.spawn([litestreamBinary(), "generations", "-no-expand-env", "-config", configPath, dbPath], { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  // A replica it cannot list is logged (on standard output), and the table comes back empty.
  const failure = /"level":"ERROR".*?"error":"([^"\\]*)|level=ERROR.*?error="?([^"\n]*)/.exec(out + err);
  if (code !== 0 || failure) throw new RestoreError(failure?.[1] ?? failure?.[2] ?? (err.trim() || `litestream generations exited with ${code}`));
  return replicaEnd(out);
}

/**
 * When the replica's copy ends, from `litestream generations`' table (name, generation, lag,
 * start, end): the latest end; null when no generation holds a write yet, which Litestream shows
 * as Go's zero time (year 1): a replica that had just started read as 2,026 years behind.
 */
export function replicaEnd(generationsTable: string): Date | null {
  const ends = generationsTable
    .split("\n")
    .slice(1)
    .map((line) => Date.parse(line.trim().split(/\s+/).at(-1) ?? ""))
    .filter((end) => end > 0);
  return ends.length ? new Date(Math.max(...ends)) : null;
}
