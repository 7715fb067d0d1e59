// `bun run restore [--to TIME]`: the database back from the Litestream replica at REPLICA_URL, the
// latest copy or the one as of TIME (ISO 8601, e.g. 2026-12-01T18:30:00Z), into an empty DATA_DIR;
// then checked: integrity, rows per table, image files it names that UPLOADS_DIR lacks
// (docs/operations.md, Restore).
import { existsSync, statSync } from "node:fs";
import { z } from "zod";
import { EnvError, loadEnv } from "../src/env";
import { describeReplica, restoreDatabase, RestoreError, writeLitestreamConfig } from "../src/lib/litestream";
import { checkRestored } from "./lib/restore-check";

const argsSchema = z.union([
  z.tuple([]),
  z.tuple([z.literal("--to"), z.iso.datetime({ offset: true, error: "--to takes a time such as 2026-12-01T18:30:00Z (UTC) or 2026-12-01T12:30:00-06:00" })]),
]);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = argsSchema.safeParse(process.argv.slice(2));
if (!args.success) fail(args.error.issues.find((i) => i.path.length)?.message ?? "Usage: bun run restore [--to TIME]   (TIME: ISO 8601, e.g. 2026-12-01T18:30:00Z)");
const at = args.data[1] === undefined ? undefined : new Date(args.data[1]);
if (at && at.getTime() > Date.now()) fail(`--to ${args.data[1]} is in the future: leave it out for the latest copy.`);

let env;
try {
  env = loadEnv({ ...process.env, SEED: "none" });
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  fail(error.message);
}
if (!env.REPLICA_URL) fail("REPLICA_URL is not set: there is no replica to restore from. A copy made by `bun run backup` is restored by putting it in place (docs/operations.md, Restore).");
if (existsSync(env.DATABASE_PATH)) fail(`${env.DATABASE_PATH} exists: restore writes only into an empty data directory. Stop the site and move app.db, app.db-wal and app.db-shm away first.`);

const replica = describeReplica(env.REPLICA_URL);
console.error(`Restoring ${at ? `the copy as of ${at.toISOString()}` : "the latest copy"} from ${replica} into ${env.DATABASE_PATH} …`);
const config = writeLitestreamConfig(env.DATABASE_PATH, { url: env.REPLICA_URL, s3Endpoint: env.REPLICA_S3_ENDPOINT, s3Region: env.REPLICA_S3_REGION });
const started = performance.now();
try {
  if (!(await restoreDatabase(config, env.DATABASE_PATH, { at }))) fail(`The replica at ${replica} holds no copy${at ? " for that time" : ""}.`);
} catch (error) {
  if (!(error instanceof RestoreError)) throw error;
  if (at && /no matching backups/.test(error.message)) fail(`The replica at ${replica} holds no copy as old as ${at.toISOString()}: it keeps what Litestream retains (24 hours by default).`);
  fail(`Could not restore from ${replica}: ${error.message}`);
}
console.error(`Restored ${(statSync(env.DATABASE_PATH).size / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s. Checking it …`);

const check = checkRestored(env.DATABASE_PATH, env.UPLOADS_DIR);
const width = Math.max(...check.counts.map(([table]) => table.length));
console.log(`Integrity: ${check.integrity}`);
console.log("Rows:");
for (const [table, rows] of check.counts) console.log(`  ${table.padEnd(width)}  ${rows}`);
if (check.missingImages.length === 0) console.log(`Images: every file the database names is in ${env.UPLOADS_DIR}.`);
else {
  console.log(`Images: ${check.missingImages.length} files the database names are missing from ${env.UPLOADS_DIR}; restore them from the uploads' copy:`);
  for (const file of check.missingImages) console.log(`  ${file}`);
}
if (check.integrity !== "ok") fail(`The restored database failed its integrity check; it is left at ${env.DATABASE_PATH} for a look. Try an earlier --to.`);
console.log("Start the site as usual: it runs on the restored database.");
