import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import type { AdminChurch } from "../../contract/admin";
import { centralClock } from "../../contract/service-times/calendar-days";
import { auditLog, churches } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";

const DAY = 86_400_000;
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
});
afterAll(() => app.close());

const get = (path: string) => app.request(path, { headers: { cookie } });
const list = async (query: string) => (await (await get(`/api/admin/churches/all?${query}`)).json()) as AdminChurch[];
const confirmedAt = (id: number) => app.db.select({ at: churches.servicesConfirmedAt }).from(churches).where(eq(churches.id, id)).get()!.at;
const lastAudit = (id: number) =>
  app.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "church"), eq(auditLog.entityId, String(id))))
    .all()
    .at(-1)?.details;

describe("Manage Listings: 'Service times not confirmed in 180 days'", () => {
  test("stale=180 lists churches confirmed over 180 days ago or never; each row carries its stamp", async () => {
    const now = Date.now();
    createChurch(app.db, { name: "Fresh Times Chapel", servicesConfirmedAt: new Date(now - 10 * DAY) });
    createChurch(app.db, { name: "Old Times Chapel", servicesConfirmedAt: new Date(now - 200 * DAY) });
    createChurch(app.db, { name: "Never Times Chapel", servicesConfirmedAt: null });
    const all = await list("search=Times Chapel");
    expect(all.map((c) => c.name)).toEqual(["Fresh Times Chapel", "Never Times Chapel", "Old Times Chapel"]);
    expect(all.find((c) => c.name === "Never Times Chapel")!.servicesConfirmedAt).toBeNull();
    expect(all.find((c) => c.name === "Never Times Chapel")!.servicesConfirmedOn).toBeNull();
    // With its San Antonio day, which the badge counts from.
    const fresh = all.find((c) => c.name === "Fresh Times Chapel")!;
    expect(fresh.servicesConfirmedOn).toBe(centralClock(new Date(fresh.servicesConfirmedAt!)).date);
    const stale = await get("/api/admin/churches/all?search=Times Chapel&stale=180");
    expect(stale.headers.get("x-total-count")).toBe("2");
    expect(((await stale.json()) as AdminChurch[]).map((c) => c.name)).toEqual(["Never Times Chapel", "Old Times Chapel"]);
  });

  test("a stale that is not a whole number of days from 1 answers 400 naming it", async () => {
    for (const bad of ["abc", "0", "1.5", "99999"]) {
      const out = await get(`/api/admin/churches/all?stale=${bad}`);
      expect(out.status).toBe(400);
      expect(Object.keys(((await out.json()) as { details: { fields: Record<string, string> } }).details.fields)).toEqual(["stale"]);
    }
  });
});

describe("Bulk Update and the CSV export: the services in one cell", () => {
  // Every part a display string can have, and rows the parser could not read (kept as written).
  const written = [
    "Sunday 8:00 AM · Mass",
    "Sunday 12:00 PM · Spanish · Mass",
    "Sunday 10:00 AM · Bilingual · ASL",
    "Saturday 3:30 PM–5:00 PM · Confession",
    "Wednesday 7:00 PM · Bible study · Fellowship hall",
    "1st Sunday 5 PM healing service",
    "Misa en español 1 PM",
  ];
  const bulkRow = (c: AdminChurch, services: string) => ({
    id: c.id,
    data: { name: c.name, denomination: c.denomination, address: c.address, zip: c.zip, area: c.area, phone: c.phone, website: c.website, services },
  });
  const bulk = (rows: unknown[]) => app.request("/api/admin/churches/bulk-update", jsonRequest("POST", { updates: rows }, { cookie }));

  test("the export's cell is the display strings joined by ' | ', rows to review last as written", async () => {
    const church = createChurch(app.db, { name: "Cell Round Trip Parish", services: written, servicesConfirmedAt: new Date("2026-05-01T15:00:00Z") });
    const [row] = await list("search=Cell Round Trip");
    const rows = parse(await (await get("/api/admin/churches/export-csv")).text(), { bom: true, columns: true }) as Record<string, string>[];
    const exported = rows.find((r) => r.id === String(church.id))!;
    expect(exported.servicesConfirmedAt).toBe("2026-05-01T15:00:00.000Z");
    const cell = exported.services;
    expect(cell).toBe(row!.services.join(" | "));
    expect(cell).toBe(
      "Sunday 8:00 AM · Mass | Sunday 10:00 AM · Bilingual · ASL | Sunday 12:00 PM · Spanish · Mass | Wednesday 7:00 PM · Bible study · Fellowship hall | Saturday 3:30 PM–5:00 PM · Confession | 1st Sunday 5 PM healing service | Misa en español 1 PM",
    );
  });

  test("an untouched cell sent back changes nothing: same rows, no stamp, no history entry, counted as no change", async () => {
    const church = createChurch(app.db, { name: "Untouched Cell Parish", services: written, servicesConfirmedAt: null });
    const [before] = await list("search=Untouched Cell");
    const out = await bulk([bulkRow(before!, before!.services.join(" | "))]);
    expect(await out.json()).toEqual({ message: "No changes: every row already matched what is saved", updated: 0 });
    const [after] = await list("search=Untouched Cell");
    expect([after!.services, after!.serviceTimes, after!.servicesToReview, after!.updatedAt]).toEqual([before!.services, before!.serviceTimes, before!.servicesToReview, before!.updatedAt]);
    expect(confirmedAt(church.id)).toBeNull();
    expect(lastAudit(church.id)).toBeUndefined();
  });

  test("a changed cell is read by the parser: services replaced, languages follow, confirmation stamped", async () => {
    const church = createChurch(app.db, { name: "Changed Cell Church", services: ["Sunday 10:00 AM"], servicesConfirmedAt: null });
    const [before] = await list("search=Changed Cell");
    const out = await bulk([bulkRow(before!, "Sunday 10:00 AM | domingo 12:00 PM misa en español")]);
    expect(out.status).toBe(200);
    const [after] = await list("search=Changed Cell");
    expect(after!.services).toEqual(["Sunday 10:00 AM", "Sunday 12:00 PM · Spanish · Mass"]);
    expect(confirmedAt(church.id)).not.toBeNull();
    expect(lastAudit(church.id)).toEqual({ services: [["Sunday 10:00 AM"], ["Sunday 10:00 AM", "Sunday 12:00 PM · Spanish · Mass"]] });
  });

  test("a cell with a service over 100 characters answers 422 naming the row's field", async () => {
    const [row] = await list("search=Changed Cell");
    const out = await bulk([bulkRow(row!, `Sunday 9:00 AM | ${"x".repeat(101)}`)]);
    expect(out.status).toBe(422);
    expect(((await out.json()) as { details: { fields: Record<string, string> } }).details.fields).toEqual({ "updates.0.data.services.1": "At most 100 characters" });
  });

  test("rows whose only edit is their services are saved, and the answer counts the churches really changed", async () => {
    const edited = ["Only Services One", "Only Services Two", "Only Services Three"].map((name) => createChurch(app.db, { name, services: ["Sunday 9:00 AM"] }));
    const untouched = createChurch(app.db, { name: "Only Services Four", services: ["Sunday 9:00 AM"] });
    const rows = await list("search=Only Services");
    const byId = new Map(rows.map((r) => [r.id, r]));
    const out = await bulk([...edited.map((c) => bulkRow(byId.get(c.id)!, "Sunday 8:15 AM | Sunday 11:45 AM")), bulkRow(byId.get(untouched.id)!, "Sunday 9:00 AM")]);
    expect(await out.json()).toEqual({ message: "Updated 3 churches", updated: 3 });
    const after = new Map((await list("search=Only Services")).map((r) => [r.id, r.services]));
    expect(edited.map((c) => after.get(c.id))).toEqual(Array(3).fill(["Sunday 8:15 AM", "Sunday 11:45 AM"]));
    expect(after.get(untouched.id)).toEqual(["Sunday 9:00 AM"]);
  });

  test("a refused row is named by its place in the table and its church, and no row is saved", async () => {
    const first = createChurch(app.db, { name: "Refusal First Chapel", services: ["Sunday 9:00 AM"] });
    const third = createChurch(app.db, { name: "St. Ann Refusal Parish", services: ["Sunday 9:00 AM"] });
    const rows = new Map((await list("search=Refusal")).map((r) => [r.id, r]));
    const good = { ...bulkRow(rows.get(first.id)!, "Sunday 7:00 AM"), row: 1 };
    const bad = bulkRow(rows.get(third.id)!, "Sunday 7:00 AM");
    const out = await bulk([good, { ...bad, row: 3, data: { ...bad.data, zip: "7820" } }]);
    expect(out.status).toBe(422);
    const answer = (await out.json()) as { error: string; details: { row: number; id: number; fields: Record<string, string> } };
    expect(answer.error).toBe("Row 3, St. Ann Refusal Parish: Valid ZIP code is required");
    expect([answer.details.row, answer.details.id, answer.details.fields]).toEqual([3, third.id, { "updates.1.data.zip": "Valid ZIP code is required" }]);
    // All or nothing: the good row was not saved either.
    const after = new Map((await list("search=Refusal")).map((r) => [r.id, r.services]));
    expect([after.get(first.id), after.get(third.id)]).toEqual([["Sunday 9:00 AM"], ["Sunday 9:00 AM"]]);
    // Without its place, a row is named by its place in the list sent.
    const unnumbered = await bulk([good, { ...bad, data: { ...bad.data, name: "" } }]);
    expect(((await unnumbered.json()) as { error: string }).error).toBe("Row 2, St. Ann Refusal Parish: Church name is required");
  });
});

describe("the pin picker's save: PUT /api/admin/churches/{id}/location", () => {
  const put = (id: number, body: unknown, as = cookie) => app.request(`/api/admin/churches/${id}/location`, jsonRequest("PUT", body, as ? { cookie: as } : {}));
  const errorOf = async (response: Response) => [response.status, ((await response.json()) as { error: string }).error];

  test("a pin within 100 miles is stored and is exact from then on, audited", async () => {
    const church = createChurch(app.db, { name: "Approximate Pin Church", status: "pending", latitude: 29.4241, longitude: -98.4936, locationApproximate: true });
    const response = await put(church.id, { latitude: 29.4301, longitude: "-98.4875" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: church.id, latitude: 29.4301, longitude: -98.4875, locationApproximate: false });
    const row = app.db.select().from(churches).where(eq(churches.id, church.id)).get()!;
    expect([row.latitude, row.longitude, row.locationApproximate]).toEqual([29.4301, -98.4875, false]);
    expect(lastAudit(church.id)).toMatchObject({ locationApproximate: [true, false] });
  });

  test("out of range answers 422 naming the field; a pin far from San Antonio 422; not an object 400; unknown church 404", async () => {
    const church = createChurch(app.db, { name: "Pin Checks Church" });
    expect(await errorOf(await put(church.id, { latitude: 91, longitude: -98.49 }))).toEqual([422, "A latitude from -90 to 90 is required"]);
    expect(await errorOf(await put(church.id, { latitude: 29.42, longitude: "west" }))).toEqual([422, "A longitude from -180 to 180 is required"]);
    expect(await errorOf(await put(church.id, { latitude: 40.71, longitude: -74.0 }))).toEqual([422, "The map pin must be within 100 miles of San Antonio"]);
    expect((await put(church.id, ["29.42", "-98.49"])).status).toBe(400);
    expect((await put(99_999_999, { latitude: 29.42, longitude: -98.49 })).status).toBe(404);
    expect(app.db.select().from(churches).where(eq(churches.id, church.id)).get()!.latitude).toBe(29.4241);
  });

  test("anonymous 401, an owner 403", async () => {
    const church = createChurch(app.db, { name: "Pin Guard Church" });
    const owner = `sid=${createSession(app.db, (await createUser(app.db)).id)}`;
    expect((await put(church.id, { latitude: 29.42, longitude: -98.49 }, "")).status).toBe(401);
    expect((await put(church.id, { latitude: 29.42, longitude: -98.49 }, owner)).status).toBe(403);
  });
});
