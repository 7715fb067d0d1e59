import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppContext } from "../../src/app-context";
import { boot } from "../../src/boot";
import { loadEnv } from "../../src/env";
import { createHandler } from "../../src/server";
import { putMigratedDatabase } from "./migrated-database";

export interface TestApp {
  ctx: AppContext;
  db: AppContext["db"];
  /** The server's whole request handler (app + security headers), in-process. */
  handle: (request: Request) => Promise<Response>;
  /** A request to this app; the path is resolved against http://localhost. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** A request as if its socket came from `address` (what Bun.serve's requestIP would say). */
  requestFrom: (address: string, path: string, init?: RequestInit) => Promise<Response>;
  /** Every line the app logged, start-up first. */
  logs: string[];
  close: () => void;
}

export const TEST_ORIGIN = "http://localhost";
/** A port nothing listens on: external services answer "connection refused" at once. */
export const OFFLINE_URL = "http://127.0.0.1:9/";

/** A fresh app on its own temporary database (no demo seed unless asked). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), "churchdir-test-"));
  if (!env.DATA_DIR) putMigratedDatabase(join(dir, "app.db"));
  const logs: string[] = [];
  const ctx = await boot(
    // Nothing reaches the internet: the geocoder is a closed port unless a test brings a fake.
    loadEnv({ NODE_ENV: "test", DATA_DIR: dir, UPLOADS_DIR: join(dir, "uploads"), SEED: "none", LOG_LEVEL: "silent", NOMINATIM_URL: OFFLINE_URL, OVERPASS_URL: OFFLINE_URL, ...env }),
    (line) => logs.push(line),
  );
  const handle = createHandler(ctx);
  return {
    ctx,
    db: ctx.db,
    handle,
    request: (path, init) => handle(new Request(new URL(path, TEST_ORIGIN), init)),
    requestFrom: (address, path, init) => {
      const request = new Request(new URL(path, TEST_ORIGIN), init);
      // As Bun.serve: only the request the socket delivered has an address, not one derived from it.
      return handle(request, { requestIP: (asked) => (asked === request ? { address } : null) });
    },
    logs,
    close: () => {
      ctx.db.sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...headers }, body: JSON.stringify(body) };
}
