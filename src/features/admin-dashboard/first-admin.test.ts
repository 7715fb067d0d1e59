import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { projectRoot } from "../../render/vanilla-extract/file-scope";
import { poll } from "../../../tests/helpers/poll";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

const HINT = "This site has no administrator yet. On the server, in the site&#x27;s folder, run <code>bun run create-admin NAME</code>";
let app: TestApp;

beforeAll(async () => {
  // A real site's first start: production, no demo data, nobody yet.
  app = await createTestApp({ NODE_ENV: "production", SEED: "none" });
});
afterAll(() => app.close());

describe("the first start of a real site", () => {
  test("the start-up output says how to make the first administrator", () => {
    expect(app.logs).toContain(
      "No administrator yet: create the first one with `bun run create-admin NAME` (it asks for a password; `docker exec -it <container> bun run create-admin NAME` in the image), then sign in at /admin/login.",
    );
  });

  test("/admin/login says it too, until the command has made one", async () => {
    expect(await (await app.request("/admin/login")).text()).toContain(HINT);
    // The operator runs the command on the server: another process, on the same database.
    const made = Bun.spawn([process.execPath, "scripts/create-admin.ts", "city-admin"], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: app.ctx.env.DATA_DIR, UPLOADS_DIR: app.ctx.env.UPLOADS_DIR, ADMIN_PASSWORD: "a-long-admin-password" },
      stdout: "pipe",
      stderr: "pipe",
    });
    expect(await new Response(made.stdout).text()).toBe("Created admin city-admin. Sign in at /admin/login.\n");
    expect(await made.exited).toBe(0);
    // Another connection's commit is noticed within 50 ms; the kept page is drawn again, a stale copy answered meanwhile (docs/caching.md).
    const page = await poll(async () => await (await app.request("/admin/login")).text(), (html) => !html.includes("no administrator yet"));
    expect(page).not.toContain("no administrator yet");
    expect(page).toContain("Admin Sign In");
  });

  test("a site with an administrator says nothing of it at start-up", async () => {
    const configured = await createTestApp({ NODE_ENV: "production", SEED: "none", ADMIN_USERNAME: "first-admin", ADMIN_PASSWORD: "a-long-admin-password" });
    try {
      expect(configured.logs.some((line) => line.startsWith("No administrator yet"))).toBe(false);
      expect(await (await configured.request("/admin/login")).text()).not.toContain("no administrator yet");
    } finally {
      configured.close();
    }
  });
});
