import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../../src/db/client";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";
import { putMigratedDatabase } from "./migrated-database";
import { OFFLINE_URL } from "./test-app";

export interface RunningServer {
  url: string;
  dataDir: string;
  pid: number;
  /** The server's database, opened beside it (WAL lets both read and write). */
  db: () => ReturnType<typeof openDb>;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (src/main.ts) on 127.0.0.1 and a free port with a temporary data
 * directory. It stops when stop() is called, and by itself if this process goes away.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { prepare?: (dataDir: string) => Promise<void> | void } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "churchdir-e2e-"));
  // e.g. a database seeded before the server opens it
  await options.prepare?.(dataDir);
  if (!env.DATA_DIR) putMigratedDatabase(join(dataDir, "app.db"));
  const proc = Bun.spawn([process.execPath, "src/main.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      UPLOADS_DIR: join(dataDir, "uploads"),
      SEED: "none",
      LOG_LEVEL: "silent",
      EXIT_WITH_PARENT: "1",
      // No daily copy at each start: a test server lives seconds (the copies are tested on their own, src/jobs/backup.test.ts).
      BACKUP_KEEP: "0",
      // The timed jobs run as the server starts, before a test writes its data, not in the middle of a
      // test ten seconds later (they are tested on their own: src/jobs, src/features/reports).
      JOBS_DELAY_SECONDS: "0",
      // A browser driven by a test fills a form in milliseconds; the time trap's bound is tested on its own.
      FORM_MIN_SECONDS: "0",
      NOMINATIM_URL: OFFLINE_URL,
      OVERPASS_URL: OFFLINE_URL,
      ...env,
    },
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe",
  });
  let timer: Timer | undefined;
  const started = await Promise.race([
    listening(proc),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("server did not start within 30 s")), 30_000))),
  ]).finally(() => clearTimeout(timer));
  const { url, output } = started;
  let db: ReturnType<typeof openDb> | undefined;
  return {
    url,
    dataDir,
    pid: proc.pid,
    db: () => (db ??= openDb(join(dataDir, "app.db"))),
    output,
    stop: async () => {
      db?.sqlite.close();
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Reads a started server's standard output until it says where it listens (its address, with
 * 127.0.0.1 for localhost), then goes on reading so the pipe never fills; `output()` is all it
 * printed so far. Fails with that output when the server ends before listening.
 */
export async function listening(proc: { stdout: ReadableStream<Uint8Array>; stderr?: unknown }): Promise<{ url: string; output: () => string }> {
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let out = "";
  let url = "";
  while (!url) {
    const chunk = await reader.read();
    if (chunk.done) {
      const errors = proc.stderr instanceof ReadableStream ? await new Response(proc.stderr).text() : "";
      throw new Error(`the server did not start:\n${out}${errors}`);
    }
    out += decoder.decode(chunk.value);
    url = out.match(/listening on (http:\/\/\S+)/)?.[1]?.replace("localhost", "127.0.0.1") ?? "";
  }
  void (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) out += decoder.decode(chunk.value);
  })();
  return { url, output: () => out };
}
