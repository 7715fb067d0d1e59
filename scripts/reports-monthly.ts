// `bun run reports:monthly [--month YYYY-MM]`: builds the premium churches' monthly reports now (the
// month before this one unless --month says otherwise) and writes their mails into DATA_DIR's outbox,
// printing a line per church and a summary. A church that has its report for the month is skipped,
// so running it twice sends nothing twice (docs/product.md, Monthly reports).
import { parseArgs } from "node:util";
import { reportMonthSchema } from "../src/contract/reports";
import { openDb } from "../src/db/client";
import { loadEnv } from "../src/env";
import { siteOrigin } from "../src/http/site-origin";
import { mailSite } from "../src/mail/site";
import { dueMonth, runMonthlyReports } from "../src/features/reports/service";

const { values } = parseArgs({ options: { month: { type: "string" } } });
const month = reportMonthSchema.safeParse(values.month ?? dueMonth());
if (!month.success) {
  console.error(`--month: ${month.error.issues[0]!.message}`);
  process.exit(2);
}
const env = loadEnv({ ...process.env, SEED: "none", ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
const db = openDb(env.DATABASE_PATH);
const run = await runMonthlyReports(db, mailSite({ env, origin: siteOrigin(env, env.PORT) }), env.SESSION_SECRET, { month: month.data, progress: (line) => console.log(line) });
console.log(run.summary);
db.sqlite.close();
