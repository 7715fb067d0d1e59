import { mkdirSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy";

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const optionalUrl = optionalText.pipe(z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default("./data"),
    UPLOADS_DIR: z.string().default("./uploads"),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    SEED: z.enum(["demo", "none"]).default("demo"),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    // Who takes payments when it cannot be told from the keys (docs/decisions/0010-payments.md).
    PAYMENTS: optionalText.pipe(z.enum(["demo", "stripe"], "must be demo, stripe or empty").optional()),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: optionalUrl,
    MEMBERSHIP_SYNC_SECRET: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    MAP_ATTRIBUTION: z
      .string()
      .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
    OVERPASS_URL: z.url().default("https://overpass-api.de/api/interpreter"),
    NOMINATIM_URL: z.url().default("https://nominatim.openstreetmap.org"),
    // Without it, mail is kept in the outbox for admins (docs/decisions/0021-e-mail.md).
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(/^[^\x00-\x1f\x7f]*@[^\x00-\x1f\x7f]*$/, 'must be an address such as "Name" <no-reply@example.org>, on one line')
        .optional(),
    ),
    // Where contact messages are forwarded; empty: every admin with an address (docs/mail.md).
    CONTACT_TO: optionalText.transform((text, ctx): string[] => {
      const addresses = (text ?? "").split(",").map((a) => a.trim()).filter((a) => a !== "");
      const bad = addresses.find((a) => !z.email().safeParse(a).success);
      if (bad !== undefined) ctx.addIssue({ code: "custom", message: `${JSON.stringify(bad)} is not an e-mail address; give addresses separated by commas` });
      return addresses;
    }),
    LOG_LEVEL: z.enum(["info", "silent"]).default("info"),
    // text: one readable line a request; json: one JSON object a line (docs/operations.md, Logs).
    LOG_FORMAT: z.enum(["text", "json"], "must be text or json").default("text"),
    // Litestream streams the database here when set: file:///absolute/path or s3://bucket/path (docs/operations.md, Backups and replication).
    REPLICA_URL: optionalText.pipe(
      z
        .url({ protocol: /^(file|s3)$/, error: "must be a file:///absolute/path or s3://bucket/path URL" })
        .refine((url) => !url.startsWith("file:") || url.startsWith("file:///"), "a file URL names an absolute path: file:///mnt/backup/churchdir")
        .optional(),
    ),
    // An S3-compatible provider's endpoint and region; credentials go in LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY.
    REPLICA_S3_ENDPOINT: optionalUrl,
    REPLICA_S3_REGION: optionalText,
    // How many daily copies (VACUUM INTO) DATA_DIR/backups keeps; 0: no daily copies (docs/operations.md).
    BACKUP_KEEP: z.coerce.number().int().min(0).max(365).default(7),
    // Seconds after start before the hourly jobs and the daily copy first run, so a restart answers first (docs/operations.md, Timed jobs).
    JOBS_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    // GET /metrics is off without it; with it, a scraper sends it as a bearer token (docs/operations.md, Metrics).
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces").optional()),
    // Tests only: lets the calendar sync read http://127.0.0.1 (a local feed server); every other
    // private, loopback or plain-http address stays refused (docs/service-times.md, Calendar sync).
    CALENDAR_FEEDS_ALLOW_LOOPBACK: z.enum(["0", "1"], "must be 0 or 1").default("0").transform((v) => v === "1"),
    // Mails an hour to addresses typed into forms (docs/decisions/0046-hardening-round-3.md, mail bombing).
    MAIL_CAP_PER_MAILBOX: z.coerce.number().int().min(1).default(3),
    MAIL_CAP_PER_DOMAIN: z.coerce.number().int().min(1).default(60),
    MAIL_CAP_PER_SITE: z.coerce.number().int().min(1).default(300),
    // Claim invitations an admin may send in one Central-time day (docs/city-data.md, Reaching the churches).
    INVITATIONS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(25),
    // Public forms: the fastest a person fills one in, and posts an hour per form before they are held for review (decision 0046).
    FORM_MIN_SECONDS: z.coerce.number().min(0).max(60).default(3),
    FORM_FLOOD_PER_HOUR: z.coerce.number().int().min(1).default(60),
    // Who may tell us the client's address in X-Forwarded-For (docs/decisions/0011-client-addresses-and-lockouts.md).
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((text, ctx): TrustProxy => {
        const trust = parseTrustProxy(text);
        if (typeof trust === "string") ctx.addIssue({ code: "custom", message: trust });
        return typeof trust === "string" ? { kind: "none" } : trust;
      }),
  });

export type Env = z.infer<typeof envSchema> & { SESSION_SECRET: string; DATABASE_PATH: string; MAIL_FROM: string };

/** Thrown with every problem of the environment listed, one a line. */
export class EnvError extends Error {}

/**
 * Reads and checks the environment once. SESSION_SECRET, when unset, is generated on first start
 * and kept in DATA_DIR so sessions survive restarts.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
  if (Boolean(source.ADMIN_USERNAME?.trim()) !== Boolean(source.ADMIN_PASSWORD?.trim())) {
    lines.push("  ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD go together");
  }
  lines.push(...paymentsProblems(source));
  if (!parsed.success || lines.length) throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(resolve(env.UPLOADS_DIR), { recursive: true });
  return {
    ...env,
    DATA_DIR: dataDir,
    UPLOADS_DIR: resolve(env.UPLOADS_DIR),
    DATABASE_PATH: join(dataDir, "app.db"),
    SESSION_SECRET: env.SESSION_SECRET ?? persistedSecret(dataDir),
    MAIL_FROM: env.MAIL_FROM ?? defaultMailFrom(env.PUBLIC_URL),
  };
}

/** PAYMENTS states an intent: the keys must agree with it, or the server does not start. */
function paymentsProblems(source: Record<string, string | undefined>): string[] {
  const payments = source.PAYMENTS?.trim();
  const secretKey = Boolean(source.STRIPE_SECRET_KEY?.trim());
  if (payments === "demo" && secretKey) return ["  PAYMENTS: demo cannot be used with STRIPE_SECRET_KEY set; leave one of them empty"];
  if (payments === "stripe" && !(secretKey && source.STRIPE_PUBLISHABLE_KEY?.trim())) return ["  PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY"];
  return [];
}

/** The site's name at the public address's host, or at localhost when there is none. */
function defaultMailFrom(publicUrl: string | undefined): string {
  return `"San Antonio Church Directory" <no-reply@${publicUrl ? new URL(publicUrl).hostname : "localhost"}>`;
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The only configuration the browser sees. */
export function publicEnv(env: Env) {
  return {
    mapTileUrl: env.MAP_TILE_URL,
    mapAttribution: env.MAP_ATTRIBUTION,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
  };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
