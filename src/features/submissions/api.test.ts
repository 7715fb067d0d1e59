import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditLog, churchClaims, churches, churchLanguages } from "../../db/schema";
import { createChurch, createUser } from "../../db/seed/factories";
import { AREA_CENTRES } from "../../contract/area-centres";
import { churchFormMessages, type EditableChurch } from "../../contract/church-form";
import type { OwnerChurch } from "../../contract/owner";
import { jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { claimFields, useOwnerFormsApp, validForm } from "../../../tests/helpers/owner-forms-app";

const { site, signedIn, send, nominatim } = useOwnerFormsApp();
let app: TestApp;
beforeAll(() => {
  app = site.app;
});

describe("GET /api/user/churches", () => {
  test("lists only the user's own churches with their status, then their claims", async () => {
    const { user, cookie } = await signedIn();
    createChurch(app.db, { name: "Owner's Chapel", ownerId: user.id, status: "pending" });
    const unclaimed = createChurch(app.db, { name: "Unclaimed Church" });
    app.db.insert(churchClaims).values({ churchId: unclaimed.id, userId: user.id }).run();
    createChurch(app.db, { name: "Someone Else's", ownerId: (await createUser(app.db)).id });
    const list = (await (await app.request("/api/user/churches", { headers: { cookie } })).json()) as OwnerChurch[];
    expect(list.map((c) => [c.name, c.status, c.claimStatus])).toEqual([
      ["Owner's Chapel", "pending", null],
      ["Unclaimed Church", "approved", "pending"],
    ]);
  });

  test("answers 401 signed out", async () => {
    expect((await app.request("/api/user/churches")).status).toBe(401);
  });
});

describe("POST /api/user/churches", () => {
  test("every validation message of the church form, word for word", async () => {
    const { cookie } = await signedIn();
    const res = await send("POST", "/api/user/churches", {
      name: " ",
      denomination: "",
      address: "",
      zip: "782",
      area: "",
      description: "Too short",
      services: ["", " "],
      website: "not a url",
      youtubeChannel: "https://vimeo.com/someone",
      facebookPage: "javascript:alert(1)",
    }, cookie);
    expect(res.status).toBe(422);
    const { details } = (await res.json()) as { details: { fields: Record<string, string> } };
    expect(details.fields).toEqual({
      name: "Church name is required",
      denomination: "Denomination is required",
      address: "Address is required",
      zip: "Valid ZIP code is required",
      area: "Area is required",
      description: "Please provide a description of at least 10 characters",
      services: "Please add at least one service time",
      website: "Please enter a valid website URL",
      youtubeChannel: "Please enter a valid YouTube URL",
      facebookPage: "Please enter a valid Facebook URL",
    });
  });

  test("a new church waits for review, geocoded, blank service rows dropped, audited", async () => {
    const { user, cookie } = await signedIn();
    const res = await send("POST", "/api/user/churches", validForm(), cookie);
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; slug: string; status: string };
    expect(created).toMatchObject({ slug: "mission-road-fellowship", status: "pending" });
    const row = app.db.select().from(churches).where(eq(churches.id, created.id)).get()!;
    expect(row).toMatchObject({ ownerId: user.id, status: "pending", latitude: 29.3875, longitude: -98.4803, locationApproximate: false });
    expect(row.servicesConfirmedAt).not.toBeNull();
    // The strings are read into weekly services; the languages follow from them.
    const loaded = (await (await app.request(`/api/user/churches/${created.id}`, { headers: { cookie } })).json()) as EditableChurch;
    expect(loaded.services).toEqual(["Sunday 9:00 AM", "Wednesday 7:00 PM · Spanish"]);
    expect(loaded.serviceTimes.map((s) => [s.day, s.time, s.language])).toEqual([
      ["sunday", "09:00", "english"],
      ["wednesday", "19:00", "spanish"],
    ]);
    expect(app.db.select().from(churchLanguages).where(eq(churchLanguages.churchId, created.id)).all().map((l) => l.language).sort()).toEqual(["english", "spanish"]);
    expect(app.db.select().from(auditLog).where(eq(auditLog.entityId, String(created.id))).all().map((a) => a.action)).toEqual(["church.submitted"]);
    expect(nominatim.queries.at(-1)).toContain("500 Mission Rd, San Antonio, TX 78210");
    // Pending churches are not public.
    expect((await app.request(`/api/churches/${created.id}`)).status).toBe(404);
  });

  test("an address the geocoder cannot place lands at its area's centre, flagged for an admin", async () => {
    const { cookie } = await signedIn();
    const res = await send("POST", "/api/user/churches", validForm({ name: "Nowhere Chapel", address: "1 Unknown Way", area: "Stone Oak" }), cookie);
    const row = app.db.select().from(churches).where(eq(churches.id, ((await res.json()) as { id: number }).id)).get()!;
    expect(row).toMatchObject({ latitude: AREA_CENTRES["Stone Oak"]!.lat, longitude: AREA_CENTRES["Stone Oak"]!.lng, locationApproximate: true });
  });

  test("one church per owner: the second answers 409 and changes nothing", async () => {
    const { user, cookie } = await signedIn();
    expect((await send("POST", "/api/user/churches", validForm({ name: "First One" }), cookie)).status).toBe(201);
    const second = await send("POST", "/api/user/churches", validForm({ name: "Second One" }), cookie);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toBe(churchFormMessages.alreadyOwner);
    expect(app.db.select().from(churches).where(eq(churches.ownerId, user.id)).all()).toHaveLength(1);
  });

  test("two submissions at the same moment still make one church", async () => {
    const { user, cookie } = await signedIn();
    const answers = await Promise.all([1, 2, 3].map((n) => send("POST", "/api/user/churches", validForm({ name: `Race ${n}` }), cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(app.db.select().from(churches).where(eq(churches.ownerId, user.id)).all()).toHaveLength(1);
  });

  test("premium fields are refused for a new (basic) church; names must be canonical; images must be the user's", async () => {
    const { user, cookie } = await signedIn();
    const premium = await send("POST", "/api/user/churches", validForm({ pastorName: "Rev. Smith" }), cookie);
    expect(premium.status).toBe(403);
    expect(((await premium.json()) as { error: string }).error).toBe(churchFormMessages.premiumOnly);
    expect((await send("POST", "/api/user/churches", validForm({ denomination: "Made Up Faith" }), cookie)).status).toBe(422);
    expect((await send("POST", "/api/user/churches", validForm({ area: "Atlantis" }), cookie)).status).toBe(422);
    const foreignImage = await send("POST", "/api/user/churches", validForm({ heroImage: `/uploads/${"a".repeat(32)}-1600.webp` }), cookie);
    expect(foreignImage.status).toBe(422);
    expect(app.db.select().from(churches).where(eq(churches.ownerId, user.id)).all()).toHaveLength(0);
  });

  test("signed out answers 401; a foreign Origin 403", async () => {
    expect((await send("POST", "/api/user/churches", validForm())).status).toBe(401);
    const { cookie } = await signedIn();
    const foreign = await app.request("/api/user/churches", jsonRequest("POST", validForm(), { cookie, origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
  });
});

describe("claiming", () => {
  test("lists approved unclaimed churches, searchable by name, address or area", async () => {
    const owner = await signedIn();
    createChurch(app.db, { name: "Claimable Cathedral", area: "Monte Vista" });
    createChurch(app.db, { name: "Owned Tabernacle", ownerId: owner.user.id });
    createChurch(app.db, { name: "Pending Chapel", status: "pending" });
    const all = await app.request("/api/unclaimed-churches");
    const names = ((await all.json()) as { name: string }[]).map((c) => c.name);
    expect(names).toContain("Claimable Cathedral");
    expect(names).not.toContain("Owned Tabernacle");
    expect(names).not.toContain("Pending Chapel");
    expect(Number(all.headers.get("x-total-count"))).toBe(names.length);
    const byArea = (await (await app.request("/api/unclaimed-churches?search=monte%20vista")).json()) as { name: string; area: string }[];
    expect(byArea.map((c) => c.name)).toEqual(["Claimable Cathedral"]);
    expect(await (await app.request("/api/unclaimed-churches?search=100%25")).json()).toEqual([]);
  });

  test("a claim waits for review; a second claim or a claimed church answers 409", async () => {
    const { user, cookie } = await signedIn();
    const free = createChurch(app.db, { name: "Free Church" });
    const other = createChurch(app.db, { name: "Other Free Church" });
    const res = await send("POST", "/api/user/churches/claim", { churchId: free.id, ...claimFields }, cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ churchId: free.id, status: "pending" });
    const again = await send("POST", "/api/user/churches/claim", { churchId: other.id, ...claimFields }, cookie);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(churchFormMessages.claimPending);
    // While a claim waits, the owner cannot also submit a church.
    expect((await send("POST", "/api/user/churches", validForm({ name: "Sneaky Second" }), cookie)).status).toBe(409);
    expect(app.db.select().from(churchClaims).where(eq(churchClaims.userId, user.id)).all()).toHaveLength(1);

    const someoneElse = await signedIn();
    const taken = createChurch(app.db, { name: "Taken Church", ownerId: (await createUser(app.db)).id });
    const refused = await send("POST", "/api/user/churches/claim", { churchId: taken.id, ...claimFields }, someoneElse.cookie);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(churchFormMessages.alreadyClaimed);
    expect((await send("POST", "/api/user/churches/claim", { churchId: 99999999, ...claimFields }, someoneElse.cookie)).status).toBe(404);
    expect((await send("POST", "/api/user/churches/claim", { churchId: "one" }, someoneElse.cookie)).status).toBe(422);
  });
});

describe("editing", () => {
  test("the owner loads and edits their church; the change is public and audited field by field", async () => {
    const { user, cookie } = await signedIn();
    const church = createChurch(app.db, { name: "Editable Church", ownerId: user.id, address: "500 Mission Rd", zip: "78210", area: "Southtown" });
    const loaded = await (await app.request(`/api/user/churches/${church.id}`, { headers: { cookie } })).json();
    expect(loaded).toMatchObject({ name: "Editable Church", area: "Southtown", denomination: "Baptist", status: "approved" });
    const res = await send("PUT", `/api/user/churches/${church.id}`, validForm({ name: "Edited Church", phone: "(210) 555-0177" }), cookie);
    expect(res.status).toBe(200);
    const profile = (await (await app.request(`/api/churches/${church.id}`)).json()) as { name: string; phone: string };
    expect(profile).toMatchObject({ name: "Edited Church", phone: "(210) 555-0177" });
    const audit = app.db.select().from(auditLog).where(eq(auditLog.action, "church.edited")).all().find((a) => a.entityId === String(church.id))!;
    expect(audit.actorId).toBe(user.id);
    expect(audit.details).toMatchObject({ name: ["Editable Church", "Edited Church"], phone: ["(210) 555-0100", "(210) 555-0177"] });
    expect(audit.details).not.toHaveProperty("address");
  });

  test("a rejected church goes back for review when edited", async () => {
    const { user, cookie } = await signedIn();
    const church = createChurch(app.db, { ownerId: user.id, status: "rejected" });
    const res = await send("PUT", `/api/user/churches/${church.id}`, validForm(), cookie);
    expect(await res.json()).toMatchObject({ status: "pending" });
  });

  test("premium fields: kept for premium churches, refused (403, nothing changed) for basic ones", async () => {
    const basic = await signedIn();
    const basicChurch = createChurch(app.db, { ownerId: basic.user.id, name: "Basic Church" });
    const refused = await send("PUT", `/api/user/churches/${basicChurch.id}`, validForm({ missionStatement: "To serve" }), basic.cookie);
    expect(refused.status).toBe(403);
    expect(app.db.select().from(churches).where(eq(churches.id, basicChurch.id)).get()!.name).toBe("Basic Church");

    const premium = await signedIn();
    const premiumChurch = createChurch(app.db, { ownerId: premium.user.id, isPremium: true });
    const ok = await send("PUT", `/api/user/churches/${premiumChurch.id}`, validForm({ missionStatement: "To serve", facebookPage: "https://facebook.com/mission", instagramHandle: "@mission" }), premium.cookie);
    expect(ok.status).toBe(200);
    expect(app.db.select().from(churches).where(eq(churches.id, premiumChurch.id)).get()).toMatchObject({ missionStatement: "To serve", facebookPage: "https://facebook.com/mission", instagramHandle: "@mission" });
  });
});

describe("editing and the page cache", () => {
  test("a save that changes nothing keeps the cached pages; a change renews them", async () => {
    const { user, cookie } = await signedIn();
    const church = createChurch(app.db, { ownerId: user.id, name: "Cached Church" });
    const form = await (await app.request(`/api/user/churches/${church.id}`, { headers: { cookie } })).json();
    const page = async (as?: string) => {
      const res = await app.request(`/church/${church.slug}`, as ? { headers: { cookie: as } } : undefined);
      return { cache: res.headers.get("x-page-cache"), html: await res.text() };
    };
    // Kept from its second asking (docs/caching.md, Keeping and evicting).
    for (let i = 0; i < 2; i++) await page();
    expect((await page()).cache).toBe("hit");
    expect((await send("PUT", `/api/user/churches/${church.id}`, form, cookie)).status).toBe(200);
    expect((await page()).cache).toBe("hit");
    expect((await send("PUT", `/api/user/churches/${church.id}`, { ...form, name: "Renamed Church" }, cookie)).status).toBe(200);
    // The owner sees the change at once (docs/caching.md); the page drawn for them is everyone's.
    const renewed = await page(cookie);
    expect(renewed.cache).toBe("miss");
    expect(renewed.html).toContain("Renamed Church");
    const visitor = await page();
    expect([visitor.cache, visitor.html.includes("Renamed Church")]).toEqual(["hit", true]);
  });

  test("thirty saves an hour per owner, then 429 with the form's message; another owner still saves", async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    const churchOf = (owner: { user: { id: number } }) => createChurch(app.db, { ownerId: owner.user.id });
    const [churchA, churchB] = [churchOf(a), churchOf(b)];
    const save = async (church: { id: number }, cookie: string, name: string) => {
      const form = await (await app.request(`/api/user/churches/${church.id}`, { headers: { cookie } })).json();
      return send("PUT", `/api/user/churches/${church.id}`, { ...form, name }, cookie);
    };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await save(churchA, a.cookie, `Church A ${i}`)).status);
    expect(statuses).toEqual(Array(30).fill(200));
    const refused = await save(churchA, a.cookie, "Church A again");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(churchFormMessages.tooManyEdits);
    expect(app.db.select().from(churches).where(eq(churches.id, churchA.id)).get()!.name).toBe("Church A 29");
    expect((await save(churchB, b.cookie, "Church B")).status).toBe(200);
  });
});
