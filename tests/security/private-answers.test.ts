import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { pageTable } from "../../src/app";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { readTheSession } from "../../src/http/private-answers";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app";
import { apiRoutes } from "./route-table";

/**
 * Answers for one person are kept by no cache (docs/decisions/0046-hardening-round-3.md, private
 * answers): every route and page is asked with a session cookie, and each one whose answer read
 * the session must say `private, no-store` and `Vary: Cookie`. An independent list of the pages
 * and routes that must read it keeps the detection honest, and pages that carry a mailed link's
 * token are private whoever asks.
 */
let app: TestApp;
let cookie = "";
let churchId = 0;
beforeAll(async () => {
  app = await createTestApp();
  const admin = await createUser(app.db, { username: "private-admin", role: "admin" });
  cookie = `sid=${createSession(app.db, admin.id)}`;
  churchId = createChurch(app.db, { name: "Private Church", ownerId: admin.id }).id;
});
afterAll(() => app.close());

const concrete = (path: string) => path.replace(/:month/g, "2026-10").replace(/:\w+/g, (name) => (name === ":id" || name === ":churchId" ? String(churchId) : "x"));

function expectPrivate(label: string, res: Response) {
  expect({ label, cacheControl: res.headers.get("cache-control"), varyCookie: /\bcookie\b/i.test(res.headers.get("vary") ?? "") }).toEqual({ label, cacheControl: "private, no-store", varyCookie: true });
}

/** Asks for the path with the session cookie: whether the session was read, and the answer. */
async function ask(method: string, path: string, withCookie = true) {
  const request = new Request(new URL(path, TEST_ORIGIN), { method, headers: { origin: TEST_ORIGIN, ...(withCookie ? { cookie } : {}), ...(method === "GET" || method === "HEAD" ? {} : { "content-type": "application/json" }) }, body: method === "GET" || method === "HEAD" ? undefined : "{}" });
  const res = await app.handle(request);
  await res.arrayBuffer();
  return { read: readTheSession(request), res };
}

// Independent of the code: what reads the session by the product's rules.
const MUST_READ = ["/dashboard", "/dashboard/account", "/dashboard/reports", "/dashboard/reports/:month", "/dashboard/receipts/:id", "/admin", "/billing-test", "/church-edit/:id", "/claim-church/:id", "/claim-church", "/church-submission", "/event-submission", "/api/auth/session", "/api/auth/me", "/api/user", "/api/admin/user", "/api/admin/churches/all", "/api/admin/contacts/export-csv", "/api/user/churches", "/api/user/billing", "/list"];

describe("private answers", () => {
  test("every GET page and route that reads the session answers private, no-store, Vary: Cookie", async () => {
    const paths = [...new Set([...pageTable.map((p) => p.path), ...apiRoutes(app.ctx).filter((r) => r.method === "GET").map((r) => r.path)])];
    const reading: string[] = [];
    for (const path of paths) {
      const { read, res } = await ask("GET", concrete(path));
      if (!read) continue;
      reading.push(path);
      expectPrivate(`GET ${path}`, res);
    }
    for (const path of MUST_READ) expect({ path, read: reading.includes(path) }).toEqual({ path, read: true });
    expect(reading.length).toBeGreaterThan(40);
  });

  test("signed out, pages for signed-in people send to sign-in privately, and every route declaring an audience refuses privately", async () => {
    for (const path of ["/dashboard", "/es/dashboard", "/admin", "/church-edit/1"]) {
      const { res } = await ask("GET", path, false);
      expect(res.status).toBe(302);
      expectPrivate(`GET ${path} signed out`, res);
    }
    for (const route of apiRoutes(app.ctx).filter((r) => r.declared === "signed-in" || r.declared === "owner" || r.declared === "admin")) {
      const { res } = await ask(route.method, concrete(route.path), false);
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
      expectPrivate(`${route.method} ${route.path} signed out`, res);
    }
  });

  test("a mailed link's page is private whoever opens it, in both languages", async () => {
    for (const path of ["/reset-password?token=abc", "/confirm-email?token=abc", "/newsletter/confirm?token=abc", "/services-still-right?token=abc", "/verify-claim?token=abc", "/es/reset-password?token=abc"]) {
      const { res } = await ask("GET", path, false);
      expect(res.status).toBe(200);
      expectPrivate(`GET ${path}`, res);
    }
  });

  test("an answer that sets a cookie is private; the public pages stay shareable", async () => {
    const login = await app.handle(new Request(`${TEST_ORIGIN}/api/auth/login`, { method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/json" }, body: JSON.stringify({ username: "private-admin", password: "correct-horse-battery" }) }));
    expect(login.headers.get("set-cookie")).toContain("sid=");
    expectPrivate("POST /api/auth/login", login);
    for (const path of ["/", "/directory", "/about", "/events"]) {
      const { read, res } = await ask("GET", path);
      expect({ path, read, cacheControl: res.headers.get("cache-control") }).toEqual({ path, read: false, cacheControl: "no-cache" });
    }
  });
});
