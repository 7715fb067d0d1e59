// `bun run mail:digest`: writes the admins' daily digest now into DATA_DIR's outbox (at most once a
// day, only when something waits; docs/mail.md) and prints a one-line summary. The running server's
// mail worker, or the Outbox tab without SMTP_URL, delivers it.
import { openDb } from "../src/db/client";
import { loadEnv } from "../src/env";
import { siteOrigin } from "../src/http/site-origin";
import { mailSite } from "../src/mail/site";
import { runAdminDigest } from "../src/features/notifications/digest";

const env = loadEnv({ ...process.env, SEED: "none", ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
const db = openDb(env.DATABASE_PATH);
console.log(runAdminDigest(db, mailSite({ env, origin: siteOrigin(env, env.PORT) })));
db.sqlite.close();
