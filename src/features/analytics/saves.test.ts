import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import type { ChurchAnalytics } from "../../contract/owner";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { analyticsSavesSeen } from "../../db/schema";
import { SaveCounter, savesThisMonth } from "./saves";
import { purgeOldAnalytics } from "./service";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0";
let app: TestApp;
let church: number;
let ownerCookie: string;
beforeEach(async () => {
  app = await createTestApp();
  const owner = await createUser(app.db, { username: "premium-owner" });
  ownerCookie = `sid=${createSession(app.db, owner.id)}`;
  church = createChurch(app.db, { name: "Saved Chapel", ownerId: owner.id, isPremium: true }).id;
});
afterEach(() => app.close());

describe("counting saves", () => {
  test("once per person, church and San Antonio month: saving, removing and saving again is one", () => {
    const counter = new SaveCounter(app.db);
    const now = new Date("2026-11-10T18:00:00Z");
    expect(counter.record(church, "10.0.0.1|browser", now)).toBe(true);
    expect(counter.record(church, "10.0.0.1|browser", new Date("2026-11-20T18:00:00Z"))).toBe(false);
    expect(counter.record(church, "10.0.0.2|browser", now)).toBe(true);
    expect(savesThisMonth(app.db, church, now)).toBe(2);
    // A new month counts the same person again; the month before keeps its figure.
    expect(counter.record(church, "10.0.0.1|browser", new Date("2026-12-01T18:00:00Z"))).toBe(true);
    expect(savesThisMonth(app.db, church, new Date("2026-12-02T18:00:00Z"))).toBe(1);
    expect(savesThisMonth(app.db, church, now)).toBe(2);
    // The daily retention job drops past months' hashes; the figures stay.
    purgeOldAnalytics(app.db, new Date("2027-01-05T18:00:00Z"));
    expect(app.db.select().from(analyticsSavesSeen).all()).toEqual([]);
    expect(savesThisMonth(app.db, church, now)).toBe(2);
  });

  test("through the Save button: a visitor's save, remove and save again count once; another visitor's, and a signed-in account's in two browsers, once each", async () => {
    const post = (address: string, action: "save" | "remove", cookie = "") => app.requestFrom(address, "/list/save", jsonRequest("POST", { church, do: action }, { "user-agent": BROWSER, ...(cookie ? { cookie } : {}) }));
    const first = await post("10.1.1.1", "save");
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    const removed = await post("10.1.1.1", "remove", cookie);
    await post("10.1.1.1", "save", removed.headers.get("set-cookie")!.split(";")[0]!);
    await post("10.2.2.2", "save");
    const account = (await createUser(app.db, { username: "chooser" })).id;
    await post("10.3.3.3", "save", `sid=${createSession(app.db, account)}`);
    await post("10.3.3.3", "remove", `sid=${createSession(app.db, account)}`);
    await post("10.4.4.4", "save", `sid=${createSession(app.db, account)}`);
    expect(savesThisMonth(app.db, church)).toBe(3);
  });

  test("Spanish pages' saves are counted by each visitor's address too (/es/ is taken off before the app)", async () => {
    const spanish = createChurch(app.db, { name: "Iglesia Guardada" }).id;
    for (const address of ["10.7.7.1", "10.7.7.2"]) {
      const saved = await app.requestFrom(address, "/es/list/save", jsonRequest("POST", { church: spanish }, { "user-agent": BROWSER }));
      expect(saved.status).toBe(200);
    }
    expect(savesThisMonth(app.db, spanish)).toBe(2);
  });

  test("a crawler's post saves but is not counted", async () => {
    const first = await app.requestFrom("10.5.5.5", "/list/save", jsonRequest("POST", { church }, { "user-agent": "curl/8.0" }));
    expect(first.status).toBe(200);
    expect(savesThisMonth(app.db, church)).toBe(0);
  });

  test("the owner's analytics say how many people saved the church this month", async () => {
    await app.requestFrom("10.6.6.6", "/list/save", jsonRequest("POST", { church }, { "user-agent": BROWSER }));
    const [report] = (await (await app.request("/api/user/analytics", { headers: { cookie: ownerCookie } })).json()) as ChurchAnalytics[];
    expect(report!.savedThisMonth).toBe(1);
  });
});
