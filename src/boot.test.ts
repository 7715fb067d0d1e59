import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { StartedPayment } from "./contract/checkout";
import { boot } from "./boot";
import type { Env } from "./env";
import { createChurch, createSession, createUser } from "./db/seed/factories";
import { selectUserForLogin } from "./features/accounts/queries";
import { createTestApp, jsonRequest, type TestApp } from "../tests/helpers/test-app";

const ADMIN = { ADMIN_USERNAME: "site-admin", ADMIN_PASSWORD: "the configured password" };

/** A first start on an empty database with the demo seed and a configured admin. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED: "demo", ...ADMIN });
});
afterAll(() => app.close());

/** Starts the server again on the same database with other settings; answers what it logged. */
async function restart(env: Partial<Env>): Promise<string[]> {
  const logs: string[] = [];
  const ctx = await boot({ ...app.ctx.env, ...env }, (line) => logs.push(line));
  ctx.db.sqlite.close();
  return logs;
}
const adminLogin = (username: string, password: string) => app.request("/api/admin/login", jsonRequest("POST", { username, password }));
const seededPassword = (who: "owner" | "admin") => app.logs.find((l) => l.startsWith(`Demo ${who} sign-in:`))!.match(/ \/ (\S+) /)![1]!;

describe("the configured admin (ADMIN_USERNAME and ADMIN_PASSWORD)", () => {
  test("is created beside the demo seed's admin, and signs in", async () => {
    expect(app.logs).toContain("Created admin site-admin from ADMIN_USERNAME (sign in at /admin/login).");
    const res = await adminLogin("site-admin", "the configured password");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ username: "site-admin", role: "admin" });
    expect((await adminLogin("demo-admin", seededPassword("admin"))).status).toBe(200);
  });

  test("an existing admin keeps its password; the log says so", async () => {
    const logs = await restart({ ADMIN_PASSWORD: "a changed password" });
    expect(logs).toContain("Admin site-admin (ADMIN_USERNAME) already exists; its password is left as it is (change it with: bun run create-admin site-admin).");
    expect((await adminLogin("site-admin", "the configured password")).status).toBe(200);
    expect((await adminLogin("site-admin", "a changed password")).status).toBe(401);
  });

  test("a name taken by an owner: a warning, and the owner is left as it was", async () => {
    const before = selectUserForLogin(app.db, "demo-owner");
    const logs = await restart({ ADMIN_USERNAME: "Demo-Owner", ADMIN_PASSWORD: "a takeover password" });
    expect(logs).toContain(
      "WARNING: ADMIN_USERNAME Demo-Owner is the name of an owner account, which was left unchanged: no admin was created. Choose another ADMIN_USERNAME, or make that account an admin with: bun run create-admin Demo-Owner.",
    );
    expect(selectUserForLogin(app.db, "demo-owner")).toEqual(before);
    expect((await adminLogin("Demo-Owner", "a takeover password")).status).toBe(401);
    expect((await app.request("/api/auth/login", jsonRequest("POST", { username: "demo-owner", password: seededPassword("owner") }))).status).toBe(200);
  });
});

describe("payments while the site shows demo data", () => {
  test("start-up names the demo provider and why", () => {
    expect(app.logs).toContain("Payments: demo provider, because the site shows demo data: no real payment is taken. It stops when the demo data is gone.");
  });

  test("the demo provider takes an owner's checkout", async () => {
    const owner = await createUser(app.db);
    createChurch(app.db, { ownerId: owner.id });
    const res = await app.request("/api/create-payment-intent", jsonRequest("POST", { plan: "featured", billing: "monthly" }, { cookie: `sid=${createSession(app.db, owner.id)}` }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as StartedPayment).provider).toBe("demo");
  });
});
