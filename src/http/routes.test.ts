import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import * as z from "zod/mini";
import { messages } from "../contract/messages";
import { createSession, createUser } from "../db/seed/factories";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { errorHandler } from "./errors";
import { declaredAudience, routes } from "./routes";
import { bodyOf, parseQuery, queryOf } from "./validate";

const form = z.object({ name: z.string().check(z.minLength(2, "Name is required")), count: z.optional(z.number()) });
const search = z.object({ search: z.optional(z.string()), page: z._default(z.coerce.number(), 1) });

/** The route declarations on a small app of their own: who may call, in what order, with what input. */
describe("route declarations", () => {
  let site: TestApp;
  let app: ReturnType<typeof build>;
  const cookies = { owner: "", admin: "" };
  const build = (t: TestApp) =>
    new Elysia()
      .use(errorHandler(() => {}))
      .use(routes(t.ctx))
      .post("/owned", ({ body, user }) => ({ by: user.username, name: body.name }), { auth: "owner", body: bodyOf(form) })
      .get("/admin", ({ user }) => ({ admin: user.username }), { auth: "admin" })
      .post("/ping", ({ body }) => body, { public: true, body: bodyOf(form, parseQuery) })
      .get("/search", ({ query }) => query, { public: true, query: queryOf(search) })
      .post("/hook", () => "ok", { signedBy: "stripe" });
  const send = (path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
    app.handle(
      new Request(`http://localhost${path}`, {
        method: init.method ?? "GET",
        headers: { "content-type": "application/json", ...(init.cookie ? { cookie: init.cookie } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );

  beforeAll(async () => {
    site = await createTestApp();
    app = build(site);
    cookies.owner = `sid=${createSession(site.db, (await createUser(site.db, { username: "route-owner" })).id)}`;
    cookies.admin = `sid=${createSession(site.db, (await createUser(site.db, { username: "route-admin", role: "admin" })).id)}`;
  });
  afterAll(() => site.close());

  test("signed out is 401 before the body is read, an owner on an admin route 403; signed-in answers are never cached", async () => {
    const signedOut = await send("/owned", { method: "POST", body: {} });
    expect([signedOut.status, await signedOut.json(), signedOut.headers.get("cache-control")]).toEqual([401, { error: messages.signedOut }, "private, no-store"]);
    const owner = await send("/admin", { cookie: cookies.owner });
    expect([owner.status, await owner.json()]).toEqual([403, { error: "Administrators only." }]);
    const admin = await send("/admin", { cookie: cookies.admin });
    expect([admin.status, await admin.json(), admin.headers.get("cache-control")]).toEqual([200, { admin: "route-admin" }, "private, no-store"]);
  });

  test("a body is parsed for the handler: 422 with each field's message, 400 when not an object, or 400 throughout when asked", async () => {
    const ok = await send("/owned", { method: "POST", cookie: cookies.owner, body: { name: "St. Mark" } });
    expect([ok.status, await ok.json()]).toEqual([200, { by: "route-owner", name: "St. Mark" }]);
    const invalid = await send("/owned", { method: "POST", cookie: cookies.owner, body: { name: "x", count: "two" } });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ error: "Name is required", details: { fields: { name: "Name is required" } } });
    expect((await send("/owned", { method: "POST", cookie: cookies.owner, body: ["a list"] })).status).toBe(400);
    expect((await send("/owned", { method: "POST", cookie: cookies.owner })).status).toBe(422);
    const ping = await send("/ping", { method: "POST", body: { name: "x" } });
    expect([ping.status, ((await ping.json()) as { error: string }).error]).toEqual([400, "Name is required"]);
  });

  test("a query is parsed as the URL says it: commas stay in a value, a bad one is 400", async () => {
    const res = await send("/search?search=St.%20Mary,%20Queen&page=2");
    expect(await res.json()).toEqual({ search: "St. Mary, Queen", page: 2 });
    expect(await (await send("/search")).json()).toEqual({ page: 1 });
    expect((await send("/search?page=two")).status).toBe(400);
  });

  test("each route's declared audience is in the app's route table", () => {
    expect(Object.fromEntries(app.routes.map((r) => [`${r.method} ${r.path}`, declaredAudience(r.hooks)]))).toEqual({
      "POST /owned": "owner",
      "GET /admin": "admin",
      "POST /ping": "public",
      "GET /search": "public",
      "POST /hook": "signed",
    });
  });
});
