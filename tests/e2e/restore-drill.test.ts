import { expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { openDb } from "../../src/db/client";
import { users } from "../../src/db/schema";
import { createSession } from "../../src/db/seed/factories";
import { ensureTaxonomy } from "../../src/db/seed/taxonomy";
import { LOSS_WINDOW_MS } from "../../src/lib/litestream";
import { poll } from "../helpers/poll";
import { listening } from "../helpers/server";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";
import { OFFLINE_URL } from "../helpers/test-app";

// Twenty under `bun run test:deep`, three in the everyday run (docs/testing.md).
const ROUNDS = process.env.FUZZ === "deep" ? 20 : 3;
const OWNERS_A_ROUND = 200;

interface Ack<T> {
  key: T;
  at: number;
  round: number;
}

/** The site under `bun run start` with a file replica, in a process group of its own so one kill takes it all. */
async function startSite(dir: string): Promise<{ proc: Bun.Subprocess; url: string; out: () => string }> {
  const proc = Bun.spawn(["setsid", process.execPath, "scripts/start.ts"], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: join(dir, "data"), UPLOADS_DIR: join(dir, "uploads"), REPLICA_URL: `file://${join(dir, "replica")}`, SEED: "none", LOG_LEVEL: "silent", NOMINATIM_URL: OFFLINE_URL, OVERPASS_URL: OFFLINE_URL, MAIL_CAP_PER_DOMAIN: "100000", MAIL_CAP_PER_SITE: "100000" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const { url, output } = await listening(proc);
  return { proc, url, out: output };
}

/**
 * The disk is lost while clients write: the site runs under Litestream with a file replica, owners
 * submit churches and ask for upload URLs (each an upload grant's row), visitors sign up for the
 * newsletter; at a random moment every process of the site is killed and the data directory
 * deleted. The next start restores from the replica. Every write acknowledged more than
 * LOSS_WINDOW_MS before the kill must be there, SQLite must find the file intact, and the site must
 * start and be ready on it (docs/operations.md, Backups and replication).
 */
test(`restore drill: ${ROUNDS} lost disks, every write acknowledged ${LOSS_WINDOW_MS} ms before the loss is restored`, async () => {
  const dir = mkdtempSync(join(tmpdir(), "churchdir-drill-"));
  mkdirSync(join(dir, "data"));
  const db = openDb(join(dir, "data", "app.db"));
  ensureTaxonomy(db);
  const hash = await Bun.password.hash("not-used-here", { algorithm: "argon2id" });
  const owners = db.insert(users).values(Array.from({ length: ROUNDS * OWNERS_A_ROUND }, (_, i) => ({ username: `drill${i}`, email: `drill${i}@example.org`, passwordHash: hash }))).returning({ id: users.id }).all();
  const cookies = owners.map((o) => ({ id: o.id, cookie: `sid=${createSession(db, o.id, 365 * 86_400_000)}` }));
  db.sqlite.close();

  const churches: Ack<string>[] = [];
  const grants: Ack<number>[] = [];
  const signUps: Ack<string>[] = [];
  const kills: number[] = [];
  let tried = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const site = await startSite(dir);
    if (round > 0) expect(site.out()).toContain("Restored the database from the replica");
    // Ready once Litestream holds the database: under a loaded run its first sync may follow the site's start.
    const readiness = async () => {
      const res = await fetch(`${site.url}/readyz`);
      return { status: res.status, body: await res.text() };
    };
    const ready = await poll(readiness, (r) => r.status === 200, 15_000);
    expect(ready).toEqual({ status: 200, body: expect.any(String) });
    let alive = true;
    const slice = cookies.slice(round * OWNERS_A_ROUND, (round + 1) * OWNERS_A_ROUND);
    const post = (path: string, body: unknown, cookie?: string) =>
      fetch(site.url + path, { method: "POST", headers: { "content-type": "application/json", origin: site.url, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) }).catch(() => null);
    const writers = [
      (async () => {
        for (let i = 0; alive && i < slice.length; i++) {
          const name = `Drill Church ${round}-${i}`;
          tried++;
          const res = await post("/api/user/churches", { name, denomination: "Baptist", address: "1 Drill Way", zip: "78205", area: "Downtown", description: "Written before the disk is lost.", services: ["Sunday 10:00 AM"] }, slice[i]!.cookie);
          if (res?.status === 201) churches.push({ key: name, at: Date.now(), round });
          await Bun.sleep(10);
        }
      })(),
      (async () => {
        for (let i = 0; alive && i < slice.length; i++) {
          tried++;
          const res = await post("/api/objects/upload", {}, slice[i]!.cookie);
          if (res?.ok) grants.push({ key: slice[i]!.id, at: Date.now(), round });
          await Bun.sleep(25);
        }
      })(),
      (async () => {
        // Ten a minute from one address: the newsletter's own limit.
        for (let i = 0; alive && i < 10; i++) {
          const email = `drill-${round}-${i}@list${round}-${i}.example.org`;
          tried++;
          const res = await post("/api/newsletter/subscribe", { email });
          if (res?.ok) signUps.push({ key: email, at: Date.now(), round });
          await Bun.sleep(300);
        }
      })(),
    ];
    await Bun.sleep(LOSS_WINDOW_MS + 1000 + Math.random() * 2000);
    kills[round] = Date.now();
    process.kill(-site.proc.pid, "SIGKILL");
    alive = false;
    await site.proc.exited;
    await Promise.all(writers);
    // The disk is gone: the database, its WAL and Litestream's own files beside it.
    rmSync(join(dir, "data"), { recursive: true, force: true });
  }

  // The last loss restored: the site starts on the replica's copy.
  const site = await startSite(dir);
  expect(site.out()).toContain("Restored the database from the replica");
  expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
  const check = new Database(join(dir, "data", "app.db"), { readonly: true });
  const integrity = (check.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check;
  const names = new Set((check.query("SELECT name FROM churches").all() as { name: string }[]).map((r) => r.name));
  const grantUsers = new Set((check.query("SELECT user_id FROM upload_grants").all() as { user_id: number }[]).map((r) => r.user_id));
  const emails = new Set((check.query("SELECT email FROM newsletter_subscriptions").all() as { email: string }[]).map((r) => r.email));
  check.close();
  process.kill(-site.proc.pid, "SIGTERM");
  await site.proc.exited;
  expect(integrity).toBe("ok");

  const kept = [...churches.map((a) => ({ ...a, there: names.has(a.key) })), ...grants.map((a) => ({ ...a, there: grantUsers.has(a.key) })), ...signUps.map((a) => ({ ...a, there: emails.has(a.key) }))];
  const lost = kept.filter((a) => !a.there);
  const beforeWindow = lost.filter((a) => kills[a.round]! - a.at > LOSS_WINDOW_MS);
  const latestLoss = Math.max(0, ...lost.map((a) => kills[a.round]! - a.at));
  console.log(
    `restore drill: ${ROUNDS} lost disks, ${tried} writes tried, ${kept.length} acknowledged (${churches.length} churches, ${grants.length} upload grants, ${signUps.length} newsletter sign-ups), ` +
      `${lost.length} lost, all within ${LOSS_WINDOW_MS} ms of the loss (the oldest ${latestLoss} ms before it), integrity ok`,
  );
  expect(beforeWindow.map((a) => `${a.key} acknowledged ${kills[a.round]! - a.at} ms before the loss of round ${a.round}`)).toEqual([]);
  expect(kept.length).toBeGreaterThan(ROUNDS * 20);
  rmSync(dir, { recursive: true, force: true });
}, 900_000);
