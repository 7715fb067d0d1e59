import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { SHORTLIST_MAX } from "../../contract/shortlist";
import { churches } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { accountShortlist, changeAccountShortlist, mergeOnSignIn, mergeShortlists } from "./account";
import { shortlistFromCookies, signShortlist } from "./cookie";

describe("merging a browser's list into an account's", () => {
  test("a union: the account's first, then the browser's others in its order; nothing twice", () => {
    expect(mergeShortlists([5, 9], [7, 9, 3])).toEqual([5, 9, 7, 3]);
    expect(mergeShortlists([], [4, 2])).toEqual([4, 2]);
    expect(mergeShortlists([4, 2], [])).toEqual([4, 2]);
  });

  test("within the cookie's bound: past it the oldest of the account's go", () => {
    const account = Array.from({ length: 10 }, (_, i) => i + 1);
    const merged = mergeShortlists(account, [20, 21, 22, 1]);
    expect(merged).toHaveLength(SHORTLIST_MAX);
    expect(merged).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 21, 22]);
  });
});

let app: TestApp;
let ids: number[];
let userId: number;
beforeEach(async () => {
  app = await createTestApp();
  ids = ["Grace Chapel", "Mission Parish", "River Church", "Hill Temple"].map((name) => createChurch(app.db, { name, slug: name.toLowerCase().replace(" ", "-") }).id);
  userId = (await createUser(app.db, { username: "chooser" })).id;
});
afterEach(() => app.close());

describe("the account's store", () => {
  test("keeps the order, saves and removes, and leaves out churches no longer in the database", () => {
    expect(accountShortlist(app.db, userId)).toEqual([]);
    expect(mergeOnSignIn(app.db, userId, [ids[1]!, 999999, ids[0]!])).toEqual([ids[1]!, ids[0]!]);
    expect(changeAccountShortlist(app.db, userId, ids[2]!, "save")).toEqual({ ids: [ids[1]!, ids[0]!, ids[2]!], added: true });
    expect(changeAccountShortlist(app.db, userId, ids[2]!, "save").added).toBe(false);
    expect(changeAccountShortlist(app.db, userId, ids[1]!, "remove")).toEqual({ ids: [ids[0]!, ids[2]!], added: false });
    app.db.delete(churches).where(eq(churches.id, ids[0]!)).run();
    expect(accountShortlist(app.db, userId)).toEqual([ids[2]!]);
  });
});

const setCookies = (res: Response) => Object.fromEntries(res.headers.getSetCookie().map((line) => line.split(";")[0]!.split("=") as [string, string]));
const names = async (res: Response) => [...(await res.text()).replaceAll("<!-- -->", "").matchAll(/data-testid="compared-church"[^>]*><h3[^>]*><a [^>]*>([^<]+)</g)].map((m) => m[1]);

describe("signing in with a list", () => {
  test("the JSON sign-in merges the browser's list into the account's and gives the browser the merged list", async () => {
    mergeOnSignIn(app.db, userId, [ids[0]!]);
    const browser = `shortlist=${signShortlist(app.ctx.env.SESSION_SECRET, [ids[1]!, ids[2]!])}`;
    const res = await app.request("/api/auth/login", jsonRequest("POST", { username: "chooser", password: "correct-horse-battery" }, { cookie: browser }));
    expect(res.status).toBe(200);
    const set = setCookies(res);
    expect(shortlistFromCookies(app.ctx.env.SESSION_SECRET, `shortlist=${set.shortlist}`)).toEqual([ids[0]!, ids[1]!, ids[2]!]);
    expect(accountShortlist(app.db, userId)).toEqual([ids[0]!, ids[1]!, ids[2]!]);
  });

  test("the sign-in form posted without JavaScript merges too, and answers 303", async () => {
    const browser = `shortlist=${signShortlist(app.ctx.env.SESSION_SECRET, [ids[3]!])}`;
    const res = await app.request("/es/login", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, cookie: browser }, body: "username=chooser&password=correct-horse-battery" });
    expect(res.status).toBe(303);
    expect(setCookies(res).shortlist).toBeDefined();
    expect(accountShortlist(app.db, userId)).toEqual([ids[3]!]);
  });

  test("with nothing saved anywhere no shortlist cookie is set", async () => {
    const res = await app.request("/api/auth/login", jsonRequest("POST", { username: "chooser", password: "correct-horse-battery" }));
    expect(setCookies(res).shortlist).toBeUndefined();
  });
});

describe("saving while signed in", () => {
  test("writes to the account, so another browser signed in to it sees the list; signed out, nobody else does", async () => {
    const here = `sid=${createSession(app.db, userId)}`;
    const there = `sid=${createSession(app.db, userId)}`;
    const saved = await app.request("/list/save", jsonRequest("POST", { church: ids[2], do: "save" }, { cookie: here }));
    expect(await saved.json()).toEqual({ saved: true, ids: [ids[2]] });
    const form = await app.request("/list/save", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, cookie: here }, body: `church=${ids[0]}&do=save` });
    expect(form.status).toBe(303);
    expect(accountShortlist(app.db, userId)).toEqual([ids[2]!, ids[0]!]);

    const elsewhere = await app.request("/list", { headers: { cookie: there } });
    expect(elsewhere.headers.get("cache-control")).toBe("private, no-store");
    expect(elsewhere.headers.get("vary") ?? "").toMatch(/cookie/i);
    expect(await names(elsewhere)).toEqual(["River Church", "Grace Chapel"]);
    // The other browser removes one: the account's list loses it everywhere.
    await app.request("/list/save", jsonRequest("POST", { church: ids[2], do: "remove" }, { cookie: there }));
    expect(await names(await app.request("/list", { headers: { cookie: here } }))).toEqual(["Grace Chapel"]);
    // A visitor without the session is shown their own (empty) list, never the account's.
    expect(await names(await app.request("/list"))).toEqual([]);
  });

  test("signing out leaves the browser's list as it was", async () => {
    const here = `sid=${createSession(app.db, userId)}`;
    const res = await app.request("/api/auth/logout", jsonRequest("POST", {}, { cookie: `${here}; shortlist=${signShortlist(app.ctx.env.SESSION_SECRET, [ids[0]!])}` }));
    expect(res.status).toBeLessThan(300);
    expect(setCookies(res).sid).toBe("");
    expect(setCookies(res).shortlist).toBeUndefined();
  });
});
