import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import { createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { formToken, withFormToken } from "../../../tests/helpers/form-token";

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => app.request(path, jsonRequest("POST", withFormToken(app, "register", body), headers));
const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("sid="));
const tokenOf = (res: Response) => sessionCookie(res)!.split(";")[0]!.slice(4);

describe("POST /api/auth/register", () => {
  test("creates an owner, signs them in with an HttpOnly, SameSite=Lax cookie, and keeps no plain password", async () => {
    const res = await post("/api/auth/register", { username: "Maria", email: "Maria@Example.org", password: "secret-enough" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ username: "Maria", email: "maria@example.org", role: "owner" });
    const cookie = sessionCookie(res)!;
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    const me = await app.request("/api/auth/me", { headers: { cookie: `sid=${tokenOf(res)}` } });
    expect((await me.json()).username).toBe("Maria");
    const row = app.db.select().from(users).where(eq(users.username, "Maria")).get()!;
    expect(row.passwordHash).toStartWith("$argon2id$");
  });

  test("answers each rule with the spec's message", async () => {
    const cases: [object, string][] = [
      [{ username: "ab", email: "a@example.org", password: "secret1" }, "Username must be at least 3 characters"],
      [{ username: "abc", email: "not-email", password: "secret1" }, "Please enter a valid email address"],
      [{ username: "abc", email: "a@example.org", password: "12345" }, "Password must be at least 6 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await post("/api/auth/register", body);
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe(message);
    }
    expect(app.db.select().from(users).all()).toEqual([]);
  });

  test("a username (whatever its case) or an e-mail address is used once: 409", async () => {
    await post("/api/auth/register", { username: "maria", email: "maria@example.org", password: "secret1" });
    const sameName = await post("/api/auth/register", { username: "MARIA", email: "other@example.org", password: "secret1" });
    expect(sameName.status).toBe(409);
    expect((await sameName.json()).error).toBe("That username is already taken");
    const sameEmail = await post("/api/auth/register", { username: "maria2", email: "MARIA@example.org", password: "secret1" });
    expect(sameEmail.status).toBe(409);
    expect((await sameEmail.json()).error).toBe("An account with that email address already exists");
  });
});

describe("POST /api/auth/login", () => {
  test("signs in with a new session token each time; a wrong password and an unknown user answer the same", async () => {
    await createUser(app.db, { username: "pastor", password: "correct-horse" });
    const first = await post("/api/auth/login", { username: "Pastor", password: "correct-horse" });
    expect(first.status).toBe(200);
    const second = await post("/api/auth/login", { username: "pastor", password: "correct-horse" });
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    const wrong = await post("/api/auth/login", { username: "pastor", password: "wrong" });
    const unknown = await post("/api/auth/login", { username: "nobody", password: "wrong" });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  test("required fields have the spec's messages", async () => {
    expect((await (await post("/api/auth/login", { username: "", password: "x" })).json()).error).toBe("Username is required");
    expect((await (await post("/api/auth/login", { username: "x", password: "" })).json()).error).toBe("Password is required");
  });

  test("guessing one account from one address stops after 10 tries in 15 minutes, even the right password; other accounts still sign in", async () => {
    await createUser(app.db, { username: "target", password: "correct-horse" });
    await createUser(app.db, { username: "bystander", password: "correct-horse" });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post("/api/auth/login", { username: "target", password: `guess-${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await post("/api/auth/login", { username: "target", password: "correct-horse" })).status).toBe(429);
    expect((await post("/api/auth/login", { username: "bystander", password: "correct-horse" })).status).toBe(200);
  });

  test("100 guesses in a minute: on one account 90 are refused; across 100 accounts from one address 50 are", async () => {
    const guesses = async (usernames: (i: number) => string) => {
      const fresh = await createTestApp();
      // An account made the tests' light way: unknown names are checked against a dummy hash at
      // the newest account's cost, which on an empty database is the site's full cost.
      await createUser(fresh.db, { username: "someone-else" });
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) statuses.push((await fresh.request("/api/auth/login", jsonRequest("POST", { username: usernames(i), password: "wrong-guess" }))).status);
      fresh.close();
      return [statuses.filter((s) => s === 401).length, statuses.filter((s) => s === 429).length];
    };
    expect(await guesses(() => "victim")).toEqual([10, 90]);
    expect(await guesses((i) => `stuffed-${i}`)).toEqual([50, 50]);
  }, 60_000);

  test("a sign-in from another site is refused", async () => {
    await createUser(app.db, { username: "pastor", password: "correct-horse" });
    const res = await post("/api/auth/login", { username: "pastor", password: "correct-horse" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/auth/logout and GET /api/user", () => {
  test("logout deletes the session; /api/user then answers 401", async () => {
    const user = await createUser(app.db, { username: "leaving", password: "correct-horse" });
    const login = await post("/api/auth/login", { username: "leaving", password: "correct-horse" });
    const cookie = `sid=${tokenOf(login)}`;
    expect((await app.request("/api/user", { headers: { cookie } })).status).toBe(200);
    const out = await post("/api/auth/logout", {}, { cookie });
    expect(out.status).toBe(204);
    expect(sessionCookie(out)).toContain("Max-Age=0");
    expect(app.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toEqual([]);
    expect((await app.request("/api/user", { headers: { cookie } })).status).toBe(401);
  });
});

describe("cookies in production", () => {
  test("the session cookie is Secure", async () => {
    const prod = await createTestApp({ NODE_ENV: "production" });
    const res = await prod.request("/api/auth/register", jsonRequest("POST", { username: "secure", email: "secure@example.org", password: "secret1", ...formToken(prod, "register") }));
    expect(sessionCookie(res)).toContain("Secure");
    prod.close();
  });
});
