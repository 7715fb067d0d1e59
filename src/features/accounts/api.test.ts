import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createSession, createUser } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { SESSION_IDLE_MS } from "../../sessions/sessions";
import { sessions } from "../../db/schema";
import { hashToken } from "../../lib/tokens";
import { eq } from "drizzle-orm";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const me = (token?: string) => app.request("/api/auth/me", token ? { headers: { cookie: `sid=${token}` } } : undefined);

describe("GET /api/auth/session", () => {
  test("answers 200 with null signed out (no console error for visitors) and the user signed in; never cached", async () => {
    const out = await app.request("/api/auth/session");
    expect([out.status, out.headers.get("cache-control"), await out.json()]).toEqual([200, "private, no-store", { user: null }]);
    const user = await createUser(app.db, { username: "sessioned" });
    const signedIn = await app.request("/api/auth/session", { headers: { cookie: `sid=${createSession(app.db, user.id)}` } });
    expect(await signedIn.json()).toEqual({ user: { id: user.id, username: "sessioned", email: user.email, role: "owner" } });
  });
});

describe("GET /api/auth/me", () => {
  test("answers 401 when nobody is signed in, and is never cached", async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect((await res.json()).error).toBe("You are not signed in.");
  });

  test("answers the user of a valid session, without the password hash", async () => {
    const user = await createUser(app.db, { username: "maria" });
    const res = await me(createSession(app.db, user.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: user.id, username: "maria", email: user.email, role: "owner" });
  });

  test("refuses a forged token", async () => {
    expect((await me("forged-token-value")).status).toBe(401);
  });

  test("refuses an expired session and deletes it", async () => {
    const user = await createUser(app.db);
    const token = createSession(app.db, user.id, -1000);
    expect((await me(token)).status).toBe(401);
    expect(app.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))).get()).toBeUndefined();
  });

  test("refuses a session idle for longer than the idle lifetime", async () => {
    const user = await createUser(app.db);
    const token = createSession(app.db, user.id);
    app.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) }).where(eq(sessions.tokenHash, hashToken(token))).run();
    expect((await me(token)).status).toBe(401);
  });
});
