import type { Db } from "./db/client";
import type { Env } from "./env";
import type { SiteMetrics } from "./features/health/metrics";
import type { MailCaps } from "./features/mail/caps";
import type { MailWorker } from "./features/mail/worker";
import type { FormFlood } from "./http/form-flood";
import type { KeptAnswers } from "./http/kept-answers";
import type { AssetManifest } from "./render/assets";
import type { PageCache } from "./render/page-cache";

/** What the features need from the running server, passed in explicitly (never globals). */
export interface AppContext {
  env: Env;
  /** Origin of every absolute URL: PUBLIC_URL, else the listening address (src/http/site-origin.ts). */
  origin: string;
  db: Db;
  assets: AssetManifest;
  pageCache: PageCache;
  /** API answers kept ready, answered before the app (src/http/kept-answers.ts). */
  keptAnswers: KeptAnswers;
  /** The site's hourly bounds on mail to typed-in addresses (src/features/mail/caps.ts). */
  mailCaps: MailCaps;
  /** The hourly bound on each public form, past which posts are held for review (src/http/form-flood.ts). */
  formFlood: FormFlood;
  /** Prometheus metrics, only when METRICS_TOKEN is set (docs/operations.md, Metrics). */
  metrics: SiteMetrics | null;
  /** The worker sending the outbox over SMTP, once started (src/main.ts); null without SMTP_URL. */
  mailWorker: MailWorker | null;
  log: (line: string) => void;
}
