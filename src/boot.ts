import { KeptAnswers } from "./http/kept-answers";
import type { AppContext } from "./app-context";
import { openDb } from "./db/client";
import { seedDemo } from "./db/seed/demo";
import { countRows, ensureTaxonomy } from "./db/seed/taxonomy";
import type { Env } from "./env";
import { keepNameOrders } from "./features/churches/service";
import { languages } from "./contract/i18n/lang";
import { ensureAdmin, FIRST_ADMIN_COMMAND, hasAdministrator } from "./features/accounts/service";
import { MailCaps } from "./features/mail/caps";
import { mailTransportLine } from "./features/mail/transport";
import { paymentsProviderLine } from "./features/payments/provider";
import { readManifest } from "./render/assets";
import { PageCache } from "./render/page-cache";
import { siteOrigin } from "./http/site-origin";
import { FormFlood } from "./http/form-flood";
import { timeQueries } from "./db/query-timing";
import { backupStatus } from "./features/health/backup-status";
import { outboxBacklog } from "./features/mail/service";

/** What became of ADMIN_USERNAME, for the operator who set it (docs/decisions/0009-administration.md). */
function configuredAdminLine(username: string, outcome: Awaited<ReturnType<typeof ensureAdmin>>): string {
  switch (outcome) {
    case "created":
      return `Created admin ${username} from ADMIN_USERNAME (sign in at /admin/login).`;
    case "admin":
      return `Admin ${username} (ADMIN_USERNAME) already exists; its password is left as it is (change it with: bun run create-admin ${username}).`;
    case "taken":
      return `WARNING: ADMIN_USERNAME ${username} is the name of an owner account, which was left unchanged: no admin was created. Choose another ADMIN_USERNAME, or make that account an admin with: bun run create-admin ${username}.`;
  }
}

/**
 * Everything before listening: database and migrations, canonical lists, the demo seed on an
 * empty database, the configured admin, the payments provider and mail transport (logged), and the browser assets
 * (built when missing).
 */
export async function boot(env: Env, log: (line: string) => void, options: { rebuildAssets?: boolean } = {}): Promise<AppContext> {
  const db = openDb(env.DATABASE_PATH);
  ensureTaxonomy(db);
  if (env.SEED === "demo" && countRows(db, "churches") === 0 && countRows(db, "users") === 0) {
    const accounts = await seedDemo(db, { log, uploadsDir: env.UPLOADS_DIR });
    log(`Demo owner sign-in: ${accounts.owner.username} / ${accounts.owner.password}  (at /login)`);
    log(`Demo admin sign-in: ${accounts.admin.username} / ${accounts.admin.password}  (at /admin/login)`);
  }
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) log(configuredAdminLine(env.ADMIN_USERNAME, await ensureAdmin(db, env.ADMIN_USERNAME, env.ADMIN_PASSWORD)));
  if (!hasAdministrator(db)) log(`No administrator yet: create the first one with \`${FIRST_ADMIN_COMMAND}\` (it asks for a password; \`docker exec -it <container> ${FIRST_ADMIN_COMMAND}\` in the image), then sign in at /admin/login.`);
  log(paymentsProviderLine({ db, env }));
  log(mailTransportLine(env));
  // Every list is by name: its order is read now, not by the first visitor (at 380,000 churches 0.2 s).
  keepNameOrders(db, languages);
  let assets = options.rebuildAssets ? null : readManifest();
  if (!assets) {
    const { buildWeb } = await import("./render/build-web");
    assets = await buildWeb(log);
  }
  const pageCache = new PageCache(db.dataVersion);
  const copies = async () => {
    const status = await backupStatus(env);
    return { lastCopyAt: status.lastCopy?.getTime() ?? null, replicaBehindMs: status.replica && !status.replica.error ? status.replica.behindMs : null };
  };
  // prom-client loads only where metrics are asked for (docs/operations.md, Start-up).
  const metrics = env.METRICS_TOKEN ? new (await import("./features/health/metrics")).SiteMetrics(() => outboxBacklog(db), copies) : null;
  metrics?.watchCache("page", pageCache);
  if (metrics) timeQueries(db.sqlite, (kind, seconds) => metrics.observeQuery(kind, seconds));
  // PORT=0 learns its port only once listening: src/main.ts sets the origin again then.
  return { env, origin: siteOrigin(env, env.PORT), db, assets, pageCache, keptAnswers: new KeptAnswers(), metrics, mailWorker: null,
    mailCaps: new MailCaps({ perMailbox: env.MAIL_CAP_PER_MAILBOX, perDomain: env.MAIL_CAP_PER_DOMAIN, perSite: env.MAIL_CAP_PER_SITE }),
    formFlood: new FormFlood(env.FORM_FLOOD_PER_HOUR),
    log,
  };
}
