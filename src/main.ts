import { boot } from "./boot";
import { startMailWorker } from "./features/mail/worker";
import { resumeNewsletterSends } from "./features/newsletter/resume";
import { EnvError, loadEnv } from "./env";
import { scheduleAdminDigest } from "./jobs/admin-digest";
import { scheduleFloodSummary } from "./jobs/flood-summary";
import { scheduleMonthlyReports } from "./jobs/monthly-reports";
import { scheduleTimesQuestions } from "./jobs/ask-times";
import { scheduleCalendarSync } from "./jobs/calendar-sync";
import { schedulePlanExpiry } from "./jobs/plan-expiry";
import { scheduleRetention } from "./jobs/retention";
import { scheduleDailyBackup } from "./jobs/backup";
import { createHandler, MAX_BODY_BYTES } from "./server";
import { logSink } from "./http/log-lines";
import { listeningOrigin, publicUrlWarning, siteOrigin } from "./http/site-origin";

let env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
// One line a message, readable or JSON (docs/operations.md, Logs).
const log = logSink(env.LOG_FORMAT, (line) => console.log(line));

const ctx = await boot(env, log, { rebuildAssets: process.argv.includes("--rebuild-assets") });
scheduleRetention(ctx);
schedulePlanExpiry(ctx);
scheduleFloodSummary(ctx);
// Without SMTP_URL mail stays in the outbox (docs/decisions/0021-e-mail.md).
const mailWorker = env.SMTP_URL ? startMailWorker(ctx.db, env.SMTP_URL, log, { onFailure: () => ctx.metrics?.countMailFailure() }) : null;
ctx.mailWorker = mailWorker;
const handle = createHandler(ctx);
const server = Bun.serve({
  port: env.PORT,
  hostname: env.HOST,
  maxRequestBodySize: MAX_BODY_BYTES,
  fetch: handle,
  error(error) {
    log(`server error: ${error.stack ?? error.message}`);
    return Response.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
  },
});
// Set before the first request is read: nothing awaited since Bun.serve.
const port = server.port ?? env.PORT;
ctx.origin = siteOrigin(env, port);
if (env.NODE_ENV === "production" && !env.PUBLIC_URL) log(publicUrlWarning(ctx.origin));
// Newsletters a stopped server left half-written carry on (docs/mail.md, Newsletter).
resumeNewsletterSends(ctx);
scheduleAdminDigest(ctx);
scheduleMonthlyReports(ctx);
scheduleTimesQuestions(ctx);
// A copy of the database a day, the last BACKUP_KEEP kept (docs/operations.md, Backups and replication).
scheduleDailyBackup(ctx);
// Churches' own calendars, read hourly into their special services and cancellations (docs/service-times.md, Calendar sync).
scheduleCalendarSync(ctx);
log(`San Antonio Church Directory listening on ${listeningOrigin(env.HOST, port)}${env.PUBLIC_URL ? ` (public address ${ctx.origin})` : ""}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: finishing requests in flight, then stopping.`);
  await server.stop();
  await mailWorker?.stop();
  ctx.db.sqlite.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

// Test servers are started with EXIT_WITH_PARENT=1: when the test process goes away (its pipe to
// our stdin closes), this server stops by itself.
if (process.env.EXIT_WITH_PARENT === "1") {
  void (async () => {
    const reader = Bun.stdin.stream().getReader();
    // Nothing is ever sent; the loop ends when the pipe closes.
    while (!(await reader.read()).done);
    await shutdown("parent gone");
  })();
}
