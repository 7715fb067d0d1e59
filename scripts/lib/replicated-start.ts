import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "../../src/env";
import { describeReplica, replicateCommand, restoreDatabase, RestoreError, SYNC_INTERVAL_S, writeLitestreamConfig } from "../../src/lib/litestream";

const projectRoot = join(import.meta.dir, "..", "..");

/**
 * The site under Litestream (docs/operations.md, Backups and replication): with no database in
 * DATA_DIR, the replica's copy is restored first (none yet: a new database, seeded as usual);
 * then `litestream replicate -exec` runs the server and streams every write to the replica. A
 * replica that cannot be read stops the start: seeding demo data over a site whose copy is out
 * of reach would be worse than not starting. Answers the exit code.
 */
export async function startReplicated(env: Env & { REPLICA_URL: string }, log: (line: string) => void): Promise<number> {
  const replica = describeReplica(env.REPLICA_URL);
  const config = writeLitestreamConfig(env.DATABASE_PATH, { url: env.REPLICA_URL, s3Endpoint: env.REPLICA_S3_ENDPOINT, s3Region: env.REPLICA_S3_REGION }, env.LOG_FORMAT);
  if (!existsSync(env.DATABASE_PATH)) {
    log(`No database in ${env.DATA_DIR}: restoring from the replica at ${replica} …`);
    try {
      const restored = await restoreDatabase(config, env.DATABASE_PATH, { ifReplicaExists: true });
      log(restored ? `Restored the database from the replica (${(statSync(env.DATABASE_PATH).size / 1024 / 1024).toFixed(1)} MB).` : "The replica holds no copy yet: starting with a new database.");
    } catch (error) {
      if (!(error instanceof RestoreError)) throw error;
      log(`error: could not read the replica at ${replica}: ${error.message}. Nothing was started; check REPLICA_URL and its credentials.`);
      return 1;
    }
  }
  log(`Replicating ${env.DATABASE_PATH} to ${replica} every ${SYNC_INTERVAL_S} s (Litestream).`);
  const proc = Bun.spawn(replicateCommand(config, [process.execPath, "src/main.ts", ...process.argv.slice(2)]), { cwd: projectRoot, stdio: ["inherit", "inherit", "inherit"] });
  // Litestream passes these on to the server and stops when it has.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => proc.kill(signal));
  return await proc.exited;
}
