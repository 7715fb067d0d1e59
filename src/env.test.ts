import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EnvError, loadEnv, publicEnv } from "./env";

const tempDir = () => mkdtempSync(join(tmpdir(), "churchdir-env-"));

describe("loadEnv", () => {
  test("defaults: port 3000, demo seed, database in DATA_DIR", () => {
    const dir = tempDir();
    const env = loadEnv({ DATA_DIR: dir, UPLOADS_DIR: join(dir, "u") });
    expect(env.PORT).toBe(3000);
    expect(env.SEED).toBe("demo");
    expect(env.DATABASE_PATH).toBe(join(dir, "app.db"));
  });

  test("lists every problem at once", () => {
    const dir = tempDir();
    let message = "";
    try {
      loadEnv({ DATA_DIR: dir, PORT: "eighty", SEED: "lots", PUBLIC_URL: "not a url", ADMIN_USERNAME: "root" });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    for (const name of ["PORT", "SEED", "PUBLIC_URL", "ADMIN_PASSWORD"]) expect(message).toContain(`  ${name}:`);
  });

  test("PAYMENTS: demo, stripe or empty, and the Stripe keys must agree with it", () => {
    const dir = tempDir();
    const base = { DATA_DIR: dir, UPLOADS_DIR: join(dir, "u") };
    expect(loadEnv({ ...base, PAYMENTS: "demo" }).PAYMENTS).toBe("demo");
    expect(loadEnv({ ...base, PAYMENTS: " " }).PAYMENTS).toBeUndefined();
    expect(loadEnv({ ...base, PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" }).PAYMENTS).toBe("stripe");
    const problem = (source: Record<string, string>) => {
      try {
        loadEnv({ ...base, ...source });
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message.split("\n").slice(1);
      }
      return [];
    };
    expect(problem({ PAYMENTS: "free" })).toEqual(["  PAYMENTS: must be demo, stripe or empty"]);
    expect(problem({ PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_test_x" })).toEqual(["  PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY"]);
    expect(problem({ PAYMENTS: "demo", STRIPE_SECRET_KEY: "sk_test_x" })).toEqual(["  PAYMENTS: demo cannot be used with STRIPE_SECRET_KEY set; leave one of them empty"]);
  });

  test("SMTP_URL: an smtp:// or smtps:// URL; MAIL_FROM defaults to the public address's host", () => {
    const dir = tempDir();
    const base = { DATA_DIR: dir, UPLOADS_DIR: join(dir, "u") };
    expect(loadEnv({ ...base, SMTP_URL: "smtps://user:pass@mail.example.org:465" }).SMTP_URL).toBe("smtps://user:pass@mail.example.org:465");
    expect(loadEnv(base).SMTP_URL).toBeUndefined();
    expect(loadEnv(base).MAIL_FROM).toBe('"San Antonio Church Directory" <no-reply@localhost>');
    expect(loadEnv({ ...base, PUBLIC_URL: "https://churches.example.org" }).MAIL_FROM).toBe('"San Antonio Church Directory" <no-reply@churches.example.org>');
    expect(loadEnv({ ...base, MAIL_FROM: "Office <office@example.org>" }).MAIL_FROM).toBe("Office <office@example.org>");
    const message = (source: Record<string, string>) => {
      try {
        loadEnv({ ...base, ...source });
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    };
    expect(message({ SMTP_URL: "http://mail.example.org" })).toContain("  SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(message({ SMTP_URL: "mail.example.org" })).toContain("  SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(message({ MAIL_FROM: "office@example.org\r\nBcc: x@example.org" })).toContain("  MAIL_FROM: must be an address");
    expect(message({ MAIL_FROM: "the office" })).toContain("  MAIL_FROM: must be an address");
  });

  test("CONTACT_TO: addresses separated by commas, empty by default (every admin)", () => {
    const dir = tempDir();
    const base = { DATA_DIR: dir, UPLOADS_DIR: join(dir, "u") };
    expect(loadEnv({ ...base, CONTACT_TO: " office@example.org,pastor@example.org " }).CONTACT_TO).toEqual(["office@example.org", "pastor@example.org"]);
    expect(loadEnv(base).CONTACT_TO).toEqual([]);
    expect(() => loadEnv({ ...base, CONTACT_TO: "office@example.org, not an address" })).toThrow('CONTACT_TO: "not an address" is not an e-mail address');
  });

  test("generates SESSION_SECRET once and keeps it in DATA_DIR", () => {
    const dir = tempDir();
    const first = loadEnv({ DATA_DIR: dir, UPLOADS_DIR: join(dir, "u") }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, "session-secret"), "utf8")).toBe(first);
    expect(loadEnv({ DATA_DIR: dir, UPLOADS_DIR: join(dir, "u") }).SESSION_SECRET).toBe(first);
  });

  test("TRUST_PROXY: a count or addresses and ranges; anything else is refused by name", () => {
    const dir = tempDir();
    const base = { DATA_DIR: dir, UPLOADS_DIR: join(dir, "u") };
    expect(loadEnv(base).TRUST_PROXY).toEqual({ kind: "none" });
    expect(loadEnv({ ...base, TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 1 });
    expect(loadEnv({ ...base, TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).TRUST_PROXY.kind).toBe("addresses");
    expect(() => loadEnv({ ...base, TRUST_PROXY: "yes" })).toThrow('  TRUST_PROXY: "yes" is not an IP address or CIDR range');
  });

  test("CALENDAR_FEEDS_ALLOW_LOOPBACK: off unless it is 1 (tests only)", () => {
    const dir = tempDir();
    const base = { DATA_DIR: dir, UPLOADS_DIR: join(dir, "u") };
    expect(loadEnv(base).CALENDAR_FEEDS_ALLOW_LOOPBACK).toBe(false);
    expect(loadEnv({ ...base, CALENDAR_FEEDS_ALLOW_LOOPBACK: "1" }).CALENDAR_FEEDS_ALLOW_LOOPBACK).toBe(true);
    expect(() => loadEnv({ ...base, CALENDAR_FEEDS_ALLOW_LOOPBACK: "yes" })).toThrow(EnvError);
  });

  test("the browser sees only the allow-listed values", () => {
    const dir = tempDir();
    const env = loadEnv({ DATA_DIR: dir, UPLOADS_DIR: join(dir, "u"), STRIPE_SECRET_KEY: "sk_test_secret", STRIPE_PUBLISHABLE_KEY: "pk_test_public" });
    const shown = JSON.stringify(publicEnv(env));
    expect(shown).toContain("pk_test_public");
    expect(shown).not.toContain("sk_test_secret");
    expect(shown).not.toContain(env.SESSION_SECRET);
  });
});
