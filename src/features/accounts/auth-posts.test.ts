import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { users } from "../../db/schema";
import { createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { formToken } from "../../../tests/helpers/form-token";

/**
 * The sign-in and registration forms without JavaScript (docs/decisions/0046-hardening-round-3.md):
 * they post to their page, never put a password in an address, and answer with the dashboard or
 * the form again with its messages and the names typed.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await createUser(app.db, { username: "nojs-owner", password: "the right password" });
  await createUser(app.db, { username: "nojs-admin", role: "admin", password: "the admin password" });
});
afterAll(() => app.close());

const post = (path: string, fields: Record<string, string>) =>
  app.request(path, { method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
const formOf = (html: string) => html.slice(html.indexOf("<form", html.indexOf("<main")), html.indexOf("</form>", html.indexOf("<main")));

describe("the forms' markup", () => {
  test("each door's form posts to its own page", async () => {
    for (const [page, action] of [["/login", "/login"], ["/register", "/register"], ["/admin/login", "/admin/login"], ["/es/login", "/es/login"], ["/es/register", "/es/register"]] as const) {
      const form = formOf(await (await app.request(page)).text());
      expect({ page, form: /method="post"/.test(form) && form.includes(`action="${action}"`) }).toEqual({ page, form: true });
    }
  });
});

describe("POST /login, /register, /admin/login as a form", () => {
  test("signing in: 303 to the dashboard with the session cookie, in the page's language", async () => {
    const res = await post("/login", { username: "nojs-owner", password: "the right password" });
    expect([res.status, res.headers.get("location")]).toEqual([303, "/dashboard"]);
    expect(res.headers.get("set-cookie")).toMatch(/^sid=[^;]+;.*HttpOnly/);
    const spanish = await post("/es/login", { username: "nojs-owner", password: "the right password" });
    expect([spanish.status, spanish.headers.get("location")]).toEqual([303, "/es/dashboard"]);
  });

  test("a wrong password: the page again (401) with the message, the username kept, no password anywhere", async () => {
    const res = await post("/login", { username: "nojs-owner", password: "a wrong password" });
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("Invalid credentials");
    expect(formOf(html)).toContain('value="nojs-owner"');
    expect(html).not.toContain("a wrong password");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  test("registration: each field's message in place, name and address kept; then the account, signed in", async () => {
    const refused = await post("/register", { username: "new-owner", email: "not-an-address", password: "secret1", confirmPassword: "secret2", ...formToken(app, "register") });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Passwords don&#x27;t match");
    expect(formOf(html)).toContain('value="new-owner"');
    expect(formOf(html)).toContain('value="not-an-address"');
    expect(html).not.toContain("secret1");
    const made = await post("/register", { username: "new-owner", email: "new-owner@example.org", password: "secret12", confirmPassword: "secret12", ...formToken(app, "register") });
    expect([made.status, made.headers.get("location")]).toEqual([303, "/dashboard"]);
    expect(made.headers.get("set-cookie")).toContain("sid=");
    expect(app.db.select().from(users).all().some((u) => u.username === "new-owner" && u.email === "new-owner@example.org")).toBe(true);
  });

  test("the admin door: one alert for a wrong password and for an owner's right one; an admin goes to /admin", async () => {
    const wrong = await post("/admin/login", { username: "nojs-admin", password: "nope" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toMatch(/role="alert"[^>]*>Invalid credentials</);
    const owner = await post("/admin/login", { username: "nojs-owner", password: "the right password" });
    expect(owner.status).toBe(403);
    expect(owner.headers.get("set-cookie")).toBeNull();
    expect(await owner.text()).toContain("This account does not have administrator access.");
    const admin = await post("/admin/login", { username: "nojs-admin", password: "the admin password" });
    expect([admin.status, admin.headers.get("location")]).toEqual([303, "/admin"]);
  });
});
