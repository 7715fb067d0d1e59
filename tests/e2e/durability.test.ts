import { expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { openDb } from "../../src/db/client";
import { users } from "../../src/db/schema";
import { createChurch, createSession } from "../../src/db/seed/factories";
import { ensureTaxonomy } from "../../src/db/seed/taxonomy";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";
import { OFFLINE_URL } from "../helpers/test-app";
import { serverFormToken } from "../helpers/form-token";
import { listening } from "../helpers/server";

// A hundred under `bun run test:deep`, thirty in the everyday run (docs/testing.md).
const KILLS = process.env.FUZZ === "deep" ? 100 : 30;
const OWNERS = 1500;

/**
 * The server is killed with SIGKILL at a random moment while clients write (church submissions,
 * contact messages, owners' events, profile-view pings), KILLS times over one database. Every
 * write that was answered 2xx before the kill must be there afterwards, and SQLite must find the
 * file intact.
 */
test(`no acknowledged write is lost across ${KILLS} SIGKILLs; the database stays intact`, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "churchdir-kill-"));
  const db = openDb(join(dataDir, "app.db"));
  ensureTaxonomy(db);
  // Owners made directly (one shared password hash: sign-in is not under test here).
  const hash = await Bun.password.hash("not-used-here", { algorithm: "argon2id" });
  const owners = db.insert(users).values(Array.from({ length: OWNERS }, (_, i) => ({ username: `killtest${i}`, email: `killtest${i}@example.org`, passwordHash: hash }))).returning({ id: users.id }).all();
  const cookies = owners.map((o) => `sid=${createSession(db, o.id, 365 * 86_400_000)}`);
  const host = owners.pop()!;
  const hostChurch = createChurch(db, { name: "Event Host", ownerId: host.id }).id;
  const hostCookie = cookies.pop()!;
  db.sqlite.close();

  const acknowledged = { churches: [] as string[], contacts: [] as string[], events: [] as number[], pings: 0 };
  let nextOwner = 0;
  let attempts = 0;
  let pingsTried = 0;
  for (let round = 0; round < KILLS; round++) {
    const proc = Bun.spawn([process.execPath, "src/main.ts"], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, UPLOADS_DIR: join(dataDir, "uploads"), SEED: "none", LOG_LEVEL: "info", NOMINATIM_URL: OFFLINE_URL, OVERPASS_URL: OFFLINE_URL },
      stdout: "pipe",
      stderr: "pipe",
    });
    const { url } = await listening(proc);

    let alive = true;
    const post = (path: string, body: unknown, cookie?: string) =>
      fetch(url + path, { method: "POST", headers: { "content-type": "application/json", origin: url, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
    const writers = [
      (async () => {
        while (alive && nextOwner < cookies.length) {
          const name = `Durable Church ${round}-${nextOwner}`;
          const cookie = cookies[nextOwner++]!;
          attempts++;
          const res = await post("/api/user/churches", { name, denomination: "Baptist", address: "1 Durable Way", zip: "78205", area: "Downtown", description: "Written while the server may die.", services: ["Sunday 10:00 AM"] }, cookie).catch(() => null);
          if (res?.status === 201) acknowledged.churches.push(name);
        }
      })(),
      (async () => {
        for (let i = 0; alive && i < 5; i++) {
          const email = `durable-${round}-${i}@example.org`;
          attempts++;
          const res = await post("/api/contacts", { name: "Durable Writer", email, subject: "general-inquiry", message: "Written while the server may die.", ...serverFormToken({ dataDir }, "contact") }).catch(() => null);
          if (res?.ok) acknowledged.contacts.push(email);
        }
      })(),
      (async () => {
        for (let i = 0; alive && i < 3; i++) {
          attempts++;
          const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
          const res = await post("/api/user/events", { title: `Durable Event ${round}-${i}`, description: "Written while the server may die.", date: day, category: "general", ...serverFormToken({ dataDir }, "event") }, hostCookie).catch(() => null);
          if (res?.status === 201) acknowledged.events.push(((await res.json().catch(() => ({}))) as { id?: number }).id ?? -1);
        }
      })(),
      (async () => {
        // Each ping from a visitor of its own, so each one answered 204 adds exactly one view.
        for (let i = 0; alive && i < 5; i++) {
          attempts++;
          pingsTried++;
          const res = await fetch(`${url}/api/analytics/church/${hostChurch}/view`, { method: "POST", headers: { "content-type": "application/json", origin: url, "user-agent": `Durability visitor ${round}-${i}` }, body: JSON.stringify({ viewType: "profile" }) }).catch(() => null);
          if (res?.status === 204) acknowledged.pings++;
        }
      })(),
    ];
    await Bun.sleep(20 + Math.random() * 250);
    proc.kill("SIGKILL");
    alive = false;
    await proc.exited;
    await Promise.all(writers);
  }

  const check = new Database(join(dataDir, "app.db"));
  expect((check.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check).toBe("ok");
  const names = new Set((check.query("SELECT name FROM churches").all() as { name: string }[]).map((r) => r.name));
  const emails = new Set((check.query("SELECT email FROM contact_messages").all() as { email: string }[]).map((r) => r.email));
  const eventIds = new Set((check.query("SELECT id FROM events").all() as { id: number }[]).map((r) => r.id));
  const views = (check.query("SELECT coalesce(sum(profile_views), 0) AS n FROM analytics_daily WHERE church_id = ?").get(hostChurch) as { n: number }).n;
  check.close();
  expect(acknowledged.churches.filter((n) => !names.has(n))).toEqual([]);
  expect(acknowledged.contacts.filter((e) => !emails.has(e))).toEqual([]);
  expect(acknowledged.events.filter((id) => !eventIds.has(id))).toEqual([]);
  // Every acknowledged ping counted; none counted twice (a ping cut off before its answer may count).
  expect(views).toBeGreaterThanOrEqual(acknowledged.pings);
  expect(views).toBeLessThanOrEqual(pingsTried);
  const total = acknowledged.churches.length + acknowledged.contacts.length + acknowledged.events.length + acknowledged.pings;
  console.log(`durability: ${KILLS} SIGKILLs, ${attempts} writes tried, ${total} acknowledged (${acknowledged.churches.length} churches, ${acknowledged.contacts.length} contact messages, ${acknowledged.events.length} events, ${acknowledged.pings} pings), 0 lost, integrity ok`);
  expect(total).toBeGreaterThan(KILLS);
  rmSync(dataDir, { recursive: true, force: true });
}, 600_000);
