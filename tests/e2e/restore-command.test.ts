import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { openDb } from "../../src/db/client";
import { images } from "../../src/db/schema";
import { createChurch } from "../../src/db/seed/factories";
import { ensureTaxonomy } from "../../src/db/seed/taxonomy";
import { replicateCommand, writeLitestreamConfig } from "../../src/lib/litestream";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";

const HASH = "0123456789abcdef0123456789abcdef";
let dir: string;
let replicaUrl: string;
/** A moment between the first church and the second, as the replica saw them. */
let between: Date;

async function restore(dataDir: string, args: string[] = [], env: Record<string, string> = { REPLICA_URL: replicaUrl }) {
  const proc = Bun.spawn([process.execPath, "scripts/restore.ts", ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, UPLOADS_DIR: join(dir, "uploads"), REPLICA_URL: "", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { out, err, code };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "churchdir-restore-"));
  replicaUrl = `file://${join(dir, "replica")}`;
  const dbPath = join(dir, "data", "app.db");
  mkdirSync(join(dir, "data"));
  const db = openDb(dbPath);
  ensureTaxonomy(db);
  const first = createChurch(db, { name: "First Restored Church", heroImage: `/uploads/${HASH}-1600.webp` });
  db.insert(images).values({ objectPath: `/uploads/${HASH}-1600.webp`, churchId: first.id, kind: "hero", contentType: "image/webp", width: 1600, height: 900, bytes: 1000 }).run();
  // Only the smallest variant survived with the uploads' copy.
  mkdirSync(join(dir, "uploads"));
  writeFileSync(join(dir, "uploads", `${HASH}-480.webp`), "webp");
  // Litestream streams the database while the second church is written.
  const config = writeLitestreamConfig(dbPath, { url: replicaUrl });
  const litestream = Bun.spawn(replicateCommand(config, ["sleep", "5"]), { stdout: "ignore", stderr: "ignore" });
  await Bun.sleep(2000);
  between = new Date();
  await Bun.sleep(500);
  createChurch(db, { name: "Second Restored Church" });
  db.sqlite.close();
  expect(await litestream.exited).toBe(0);
}, 30_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bun run restore", () => {
  test("restores the latest copy into an empty data directory, checks it and names the missing image files", async () => {
    const target = join(dir, "latest");
    const { out, err, code } = await restore(target);
    expect(code).toBe(0);
    expect(err).toContain(`Restoring the latest copy from ${replicaUrl}`);
    expect(out).toContain("Integrity: ok");
    expect(out).toMatch(/^ {2}churches +2$/m);
    expect(out).toMatch(/^ {2}denominations +\d+$/m);
    expect(out).not.toContain("_fts");
    expect(out).toContain("Images: 2 files the database names are missing from");
    expect(out).toContain(`  ${HASH}-960.webp\n  ${HASH}-1600.webp\n`);
    expect(out).not.toContain(`${HASH}-480.webp`);
    const db = new Database(join(target, "app.db"), { readonly: true });
    expect((db.query("SELECT name FROM churches ORDER BY id").all() as { name: string }[]).map((r) => r.name)).toEqual(["First Restored Church", "Second Restored Church"]);
    db.close();
  }, 30_000);

  test("--to restores the copy as of that moment", async () => {
    const { out, err, code } = await restore(join(dir, "earlier"), ["--to", between.toISOString()]);
    expect(code).toBe(0);
    expect(err).toContain(`the copy as of ${between.toISOString()}`);
    expect(out).toMatch(/^ {2}churches +1$/m);
  }, 30_000);

  test("refuses a data directory that holds a database, a malformed or future time, and no replica", async () => {
    const target = join(dir, "latest-again");
    expect((await restore(target)).code).toBe(0);
    const again = await restore(target);
    expect(again.code).toBe(1);
    expect(again.err).toContain("restore writes only into an empty data directory");
    const malformed = await restore(join(dir, "bad-time"), ["--to", "yesterday"]);
    expect(malformed.code).toBe(1);
    expect(malformed.err).toContain("--to takes a time such as 2026-12-01T18:30:00Z");
    const future = await restore(join(dir, "future"), ["--to", new Date(Date.now() + 86_400_000).toISOString()]);
    expect(future.err).toContain("is in the future");
    const none = await restore(join(dir, "no-replica"), [], {});
    expect(none.code).toBe(1);
    expect(none.err).toContain("REPLICA_URL is not set");
  }, 30_000);
});
