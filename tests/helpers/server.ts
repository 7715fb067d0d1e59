import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../../src/db/client";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";
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
  let output = "";
  const decoder = new TextDecoder();
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    void (async () => {
      const reader = proc.stdout.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        output += decoder.decode(chunk.value);
        const match = output.match(/listening on (http:\/\/\S+)/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!.replace("localhost", "127.0.0.1"));
        }
      }
    })();
    void proc.exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  let db: ReturnType<typeof openDb> | undefined;
  return {
    url,
    dataDir,
    pid: proc.pid,
    db: () => (db ??= openDb(join(dataDir, "app.db"))),
    output: () => output,
    stop: async () => {
      db?.sqlite.close();
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
