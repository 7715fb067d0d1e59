// `bun run start`: the server (assets are built on first start if missing). It is production only
// when NODE_ENV=production says so (Secure cookies, HSTS, no demo payments without PAYMENTS=demo):
// a first run on a laptop is not (docs/decisions/0046-hardening-round-3.md, demo payments).
// With REPLICA_URL it runs under Litestream, restoring an empty DATA_DIR from the replica first
// (docs/operations.md, Backups and replication); without it, exactly as before.
import { EnvError, loadEnv } from "../src/env";
import { logSink } from "../src/http/log-lines";
import { startReplicated } from "./lib/replicated-start";

let env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const replicaUrl = env.REPLICA_URL;
if (replicaUrl) process.exit(await startReplicated({ ...env, REPLICA_URL: replicaUrl }, logSink(env.LOG_FORMAT, (line) => console.log(line))));
else await import("../src/main");
