import { expect, test } from "bun:test";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";
import { startServer } from "../helpers/server";
import { serverFormToken } from "../helpers/form-token";

test("bun run backup copies the database while the site takes writes; the site starts on the restored copy", async () => {
  const site = await startServer({ SEED: "demo" });
  const backupDir = mkdtempSync(join(tmpdir(), "churchdir-backup-"));
  try {
    // Writers keep writing while the copy is made.
    let writing = true;
    let sent = 0;
    let firstWrite!: () => void;
    const wroteOnce = new Promise<void>((resolve) => (firstWrite = resolve));
    const writer = (async () => {
      while (writing) {
        const res = await fetch(`${site.url}/api/contacts`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: site.url },
          body: JSON.stringify({ name: "Backup Tester", email: `writer${sent}@example.org`, subject: "general-inquiry", message: "Written during the backup.", ...serverFormToken(site, "contact") }),
        });
        if (res.status === 429) break;
        sent++;
        firstWrite();
      }
    })();
    // The copy starts once the site has taken a write.
    await Promise.race([wroteOnce, writer]);
    const target = join(backupDir, "copy.db");
    // Spawned without blocking, so the writer above goes on writing during the copy.
    const run = Bun.spawn([process.execPath, "scripts/backup.ts", target], { cwd: projectRoot, env: { ...process.env, DATA_DIR: site.dataDir, UPLOADS_DIR: join(site.dataDir, "uploads") }, stdout: "pipe", stderr: "pipe" });
    const [exitCode, stdout] = await Promise.all([run.exited, new Response(run.stdout).text()]);
    writing = false;
    await writer;
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(/\(\d+\.\d MB, 160 churches, integrity ok\)/);
    expect(existsSync(target)).toBe(true);

    // Restore: the copy becomes app.db of a fresh data directory.
    const restored = await startServer({ SEED: "none" }, { prepare: (dir) => copyFileSync(target, join(dir, "app.db")) });
    try {
      const total = (await fetch(`${restored.url}/api/churches?limit=1`)).headers.get("x-total-count");
      expect(total).toBe("160");
      expect((await fetch(`${restored.url}/directory`)).status).toBe(200);
    } finally {
      await restored.stop();
    }
  } finally {
    await site.stop();
    rmSync(backupDir, { recursive: true, force: true });
  }
}, 90_000);
