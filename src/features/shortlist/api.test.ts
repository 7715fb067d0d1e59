import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { signShortlist } from "./cookie";

let app: TestApp;
let ids: number[];
beforeEach(async () => {
  app = await createTestApp();
  ids = ["Grace Chapel", "Mission Parish", "River Church", "Hill Temple", "Oak Fellowship"].map((name) => createChurch(app.db, { name, slug: name.toLowerCase().replace(" ", "-") }).id);
});
afterEach(() => app.close());

/** The cookie an answer sets, as `name=value` for the next request. */
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0]!;
const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, ...headers },
  body: new URLSearchParams(fields).toString(),
});
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const names = (html: string) => [...html.matchAll(/data-testid="compared-church"[^>]*><h3[^>]*><a [^>]*>([^<]+)</g)].map((m) => m[1]);

describe("saving churches to the shortlist", () => {
  test("a form post without JavaScript saves, sets a signed cookie and goes back to the page (303)", async () => {
    const res = await app.request("/list/save", form({ church: String(ids[0]), do: "save" }, { referer: `${TEST_ORIGIN}/directory?page=2` }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/directory?page=2");
    expect(res.headers.get("set-cookie")).toMatch(/^shortlist=\d+\.[\w-]{22}; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  test("a foreign Referer is not followed: back to the list, in the page's language", async () => {
    const res = await app.request("/es/list/save", form({ church: String(ids[0]) }, { referer: "https://evil.example/x" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/list");
  });

  test("the script's JSON call answers the new state; removing takes it off", async () => {
    const saved = await app.request("/list/save", jsonRequest("POST", { church: ids[1], do: "save" }));
    expect(await saved.json()).toEqual({ saved: true, ids: [ids[1]] });
    const removed = await app.request("/list/save", jsonRequest("POST", { church: ids[1], do: "remove" }, { cookie: cookieOf(saved) }));
    expect(await removed.json()).toEqual({ saved: false, ids: [] });
    expect(removed.headers.get("set-cookie")).toContain("Max-Age=0");
  });

  test("refuses another site's post, an unknown church and a bad body with clear messages", async () => {
    expect((await app.request("/list/save", form({ church: String(ids[0]) }, { origin: "https://evil.example" }))).status).toBe(403);
    const unknown = await app.request("/list/save", jsonRequest("POST", { church: 999999 }));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe("Church not found");
    const bad = await app.request("/list/save", jsonRequest("POST", { church: "abc", do: "keep" }, { "accept-language": "es" }));
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: string }).error).toMatch(/iglesia/);
  });

  test("a tampered cookie is dropped, not trusted: the next save starts a new list", async () => {
    const good = signShortlist(app.ctx.env.SESSION_SECRET, [ids[0]!]);
    const forged = good.replace(/^\d+/, String(ids[2]));
    const res = await app.request("/list/save", jsonRequest("POST", { church: ids[1] }, { cookie: `shortlist=${forged}` }));
    expect(((await res.json()) as { ids: number[] }).ids).toEqual([ids[1]!]);
  });
});

describe("the /list page", () => {
  test("without a list it explains how to save churches, and is never cached", async () => {
    const res = await app.request("/list");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect((await text(res)).includes('data-testid="shortlist-empty"')).toBe(true);
    expect((await text(await app.request("/es/list"))).includes("Aún no ha guardado iglesias")).toBe(true);
  });

  test("compares the first four saved churches; a pick chooses others; the share link names them", async () => {
    const cookie = `shortlist=${signShortlist(app.ctx.env.SESSION_SECRET, ids)}`;
    const html = await text(await app.request("/list", { headers: { cookie } }));
    expect(names(html)).toEqual(["Grace Chapel", "Mission Parish", "River Church", "Hill Temple"]);
    expect(html.includes('data-testid="compare-picker"')).toBe(true);
    expect(html.includes("/church/grace-chapel/calendar.ics")).toBe(true);
    const picked = await text(await app.request(`/list?pick=${ids[4]}&pick=${ids[0]}`, { headers: { cookie } }));
    expect(names(picked)).toEqual(["Grace Chapel", "Oak Fellowship"]);
    expect(/href="\/list\?c=grace-chapel,oak-fellowship"/.test(picked)).toBe(true);
  });

  test("a shared link shows the same churches to anyone, ignoring unknown slugs; the cookie is not read", async () => {
    const html = await text(await app.request("/es/list?c=river-church,no-such-church,grace-chapel"));
    expect(names(html)).toEqual(["River Church", "Grace Chapel"]);
    expect(html.includes("Una lista de iglesias compartida")).toBe(true);
  });
});
