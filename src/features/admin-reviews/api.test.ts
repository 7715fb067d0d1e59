import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { auditLog, churchClaims, churches, churchUpdateRequests } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import type { AdminChurch, PendingChurch, PendingUpdateRequest } from "../../contract/admin";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let admin: { id: number; cookie: string };
let ownerCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  const a = await createUser(app.db, { username: "the-admin", role: "admin" });
  admin = { id: a.id, cookie: `sid=${createSession(app.db, a.id)}` };
  ownerCookie = `sid=${createSession(app.db, (await createUser(app.db)).id)}`;
});
afterAll(() => app.close());

const asAdmin = (method: string, path: string, body?: unknown) =>
  app.request(path, body === undefined ? { method, headers: { cookie: admin.cookie, origin: TEST_ORIGIN } } : jsonRequest(method, body, { cookie: admin.cookie }));
const churchRow = (id: number) => app.db.select().from(churches).where(eq(churches.id, id)).get()!;

describe("admin sign-in", () => {
  test("the admin door: both fields required, owners refused, admins in; /api/admin/user says who", async () => {
    const empty = await app.request("/api/admin/login", jsonRequest("POST", { username: "", password: "" }));
    expect([empty.status, ((await empty.json()) as { error: string }).error]).toEqual([422, "Please enter both username and password"]);
    await createUser(app.db, { username: "plain-owner", password: "owner-password" });
    const owner = await app.request("/api/admin/login", jsonRequest("POST", { username: "plain-owner", password: "owner-password" }));
    expect([owner.status, ((await owner.json()) as { error: string }).error]).toEqual([403, "This account does not have administrator access."]);
    expect(owner.headers.get("set-cookie")).toBeNull();
    await createUser(app.db, { username: "second-admin", password: "admin-password", role: "admin" });
    const ok = await app.request("/api/admin/login", jsonRequest("POST", { username: "second-admin", password: "admin-password" }));
    expect(ok.status).toBe(200);
    const cookie = ok.headers.get("set-cookie")!.split(";")[0]!;
    expect(await (await app.request("/api/admin/user", { headers: { cookie } })).json()).toMatchObject({ username: "second-admin", role: "admin" });
    expect((await app.request("/api/admin/logout", { method: "POST", headers: { cookie, origin: TEST_ORIGIN } })).status).toBe(204);
    expect((await app.request("/api/admin/user", { headers: { cookie } })).status).toBe(401);
  });

  test("/admin sends visitors and owners to /admin/login", async () => {
    for (const headers of [{}, { cookie: ownerCookie }] as Record<string, string>[]) {
      const res = await app.request("/admin", { headers });
      expect([res.status, res.headers.get("location")]).toEqual([302, "/admin/login"]);
    }
    expect((await app.request("/admin", { headers: { cookie: admin.cookie } })).status).toBe(200);
  });
});

describe("authorisation matrix over every admin route", () => {
  test("401 signed out, 403 for an owner, never the handler", async () => {
    const church = createChurch(app.db, { name: "Matrix Church", status: "pending" });
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/user"],
      ["GET", "/api/admin/churches/pending"],
      ["GET", "/api/admin/claims/pending"],
      ["GET", "/api/church-updates"],
      ["POST", `/api/admin/churches/${church.id}/approve`],
      ["POST", `/api/admin/churches/${church.id}/reject`],
      ["POST", "/api/admin/claims/1/approve"],
      ["POST", "/api/admin/claims/1/reject"],
      ["POST", "/api/admin/church-updates/1/approve"],
      ["POST", "/api/admin/church-updates/1/reject"],
      ["GET", "/api/admin/churches/all"],
      ["GET", "/api/admin/churches/export-csv"],
      ["GET", `/api/admin/churches/${church.id}/history`],
      ["PUT", `/api/admin/churches/${church.id}`, { name: "Hijacked", denomination: "Baptist", address: "1 A St", zip: "78205", area: "Downtown" }],
      ["POST", "/api/admin/churches/bulk-update", { updates: [{ id: church.id, data: { name: "Hijacked", denomination: "Baptist", address: "1 A St", zip: "78205", area: "Downtown" } }] }],
    ];
    for (const [method, path, body] of routes) {
      for (const [who, cookie, expected] of [["anonymous", undefined, 401], ["owner", ownerCookie, 403]] as const) {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        const res = await app.request(path, body === undefined ? { method, headers: { ...headers, origin: TEST_ORIGIN } } : jsonRequest(method, body, headers));
        expect(`${who} ${method} ${path} → ${res.status}`).toBe(`${who} ${method} ${path} → ${expected}`);
      }
    }
    expect(churchRow(church.id)).toMatchObject({ name: "Matrix Church", status: "pending" });
  });
});

describe("Church Approvals", () => {
  test("approve shows a pending church in the directory; reject keeps it out; both audited", async () => {
    const owner = await createUser(app.db, { username: "pending-owner" });
    const yes = createChurch(app.db, { name: "Approve Me Church", status: "pending", ownerId: owner.id });
    const no = createChurch(app.db, { name: "Reject Me Church", status: "pending" });
    const pending = (await (await asAdmin("GET", "/api/admin/churches/pending")).json()) as { name: string; owner: string | null }[];
    expect(pending.find((c) => c.name === "Approve Me Church")).toMatchObject({ owner: "pending-owner" });
    expect((await asAdmin("POST", `/api/admin/churches/${yes.id}/approve`)).status).toBe(200);
    expect((await asAdmin("POST", `/api/admin/churches/${no.id}/reject`)).status).toBe(200);
    expect((await app.request(`/api/churches/${yes.id}`)).status).toBe(200);
    expect((await app.request(`/api/churches/${no.id}`)).status).toBe(404);
    expect(churchRow(no.id).status).toBe("rejected");
    const actions = app.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id)).all().map((a) => `${a.action} ${a.entityId}`);
    expect(actions).toEqual(expect.arrayContaining([`church.approved ${yes.id}`, `church.rejected ${no.id}`]));
    expect((await asAdmin("POST", "/api/admin/churches/99999999/approve")).status).toBe(404);
  });

  test("the card's details: photo, services in the profile's words, worship style and the pin", async () => {
    const church = createChurch(app.db, {
      name: "Card Details Church",
      status: "pending",
      heroImage: "/uploads/0123456789abcdef0123456789abcdef-1600.webp",
      worshipStyle: "contemporary",
      services: ["Sunday 9:00 AM", "Wednesday 7:00 PM · Spanish"],
      latitude: 29.43,
      longitude: -98.49,
      locationApproximate: true,
    });
    const pending = (await (await asAdmin("GET", "/api/admin/churches/pending")).json()) as PendingChurch[];
    expect(pending.find((c) => c.id === church.id)).toMatchObject({
      heroImage: "/uploads/0123456789abcdef0123456789abcdef-1600.webp",
      services: ["Sunday 9:00 AM", "Wednesday 7:00 PM · Spanish"],
      worshipStyle: "contemporary",
      latitude: 29.43,
      longitude: -98.49,
      locationApproximate: true,
    });
  });

  test("an approximate pin answers 409 unless the admin confirms it; a reason still travels; rejecting needs no word", async () => {
    const church = createChurch(app.db, { name: "Approximate Pin Church", status: "pending", locationApproximate: true });
    const refused = await asAdmin("POST", `/api/admin/churches/${church.id}/approve`, {});
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe("The map pin for Approximate Pin Church is approximate (placed from the ZIP/area). Approve anyway?");
    expect(churchRow(church.id).status).toBe("pending");
    expect((await asAdmin("POST", `/api/admin/churches/${church.id}/approve`, { confirmApproximateLocation: "yes" })).status).toBe(422);
    expect((await asAdmin("POST", `/api/admin/churches/${church.id}/approve`, { confirmApproximateLocation: true, reason: "Welcome" })).status).toBe(200);
    expect(churchRow(church.id).status).toBe("approved");

    const other = createChurch(app.db, { name: "Approximate Reject Church", status: "pending", locationApproximate: true });
    expect((await asAdmin("POST", `/api/admin/churches/${other.id}/reject`)).status).toBe(200);
  });

  test("an approved claim makes the claimant the owner and ends the other claims; a rejected one changes nothing", async () => {
    const church = createChurch(app.db, { name: "Claimed Twice Church" });
    const first = await createUser(app.db);
    const second = await createUser(app.db);
    const [c1, c2] = [first, second].map((u) => app.db.insert(churchClaims).values({ churchId: church.id, userId: u.id }).returning().get());
    expect((await (await asAdmin("GET", "/api/admin/claims/pending")).json()) as unknown[]).toEqual(expect.arrayContaining([expect.objectContaining({ id: c1!.id, churchName: "Claimed Twice Church" })]));
    expect((await asAdmin("POST", `/api/admin/claims/${c1!.id}/approve`)).status).toBe(200);
    expect(churchRow(church.id).ownerId).toBe(first.id);
    expect(app.db.select().from(churchClaims).where(eq(churchClaims.id, c2!.id)).get()!.status).toBe("rejected");
    const again = await asAdmin("POST", `/api/admin/claims/${c2!.id}/approve`);
    expect(again.status).toBe(409);

    const other = createChurch(app.db, { name: "Rejected Claim Church" });
    const claim = app.db.insert(churchClaims).values({ churchId: other.id, userId: second.id }).returning().get();
    expect((await asAdmin("POST", `/api/admin/claims/${claim.id}/reject`)).status).toBe(200);
    expect(churchRow(other.id).ownerId).toBeNull();
  });
});

describe("Information Updates", () => {
  test("lists current against proposed values; approve applies exactly the proposed fields", async () => {
    const church = createChurch(app.db, { name: "Update Target Church", phone: "(210) 555-0100", website: "https://old.example.org", description: "The old description stays." });
    const request = app.db
      .insert(churchUpdateRequests)
      .values({
        churchId: church.id,
        submitterName: "Ana",
        submitterEmail: "ana@example.org",
        submitterRole: "pastor",
        updateReason: "We have a new phone line.",
        phone: "(210) 555-0199",
        serviceRows: [
          { day: "sunday", time: "08:00", durationMinutes: 60, language: "english", asl: false, kind: "worship", note: "", attendance: "in-person", streamUrl: "", needsReview: false },
          { day: "sunday", time: "11:00", durationMinutes: 60, language: "spanish", asl: false, kind: "worship", note: "", attendance: "in-person", streamUrl: "", needsReview: false },
        ],
      })
      .returning()
      .get();
    const list = (await (await asAdmin("GET", "/api/church-updates")).json()) as PendingUpdateRequest[];
    expect(list.find((r) => r.id === request.id)).toMatchObject({
      submitterName: "Ana",
      submitterRole: "pastor",
      submitterEmail: "ana@example.org",
      changes: [
        { field: "phone", current: "(210) 555-0100", proposed: "(210) 555-0199" },
        {
          field: "services",
          current: "Sunday 10:00 AM",
          proposed: "Sunday 8:00 AM, Sunday 11:00 AM · Spanish",
          rows: [
            { text: "Sunday 8:00 AM", change: "added" },
            { text: "Sunday 11:00 AM · Spanish", change: "added" },
            { text: "Sunday 10:00 AM", change: "removed" },
          ],
        },
      ],
    });
    const before = churchRow(church.id);
    expect((await asAdmin("POST", `/api/admin/church-updates/${request.id}/approve`)).status).toBe(200);
    const after = churchRow(church.id);
    expect(after.phone).toBe("(210) 555-0199");
    // The admin approved the times: they count as confirmed.
    expect(after.servicesConfirmedAt).not.toBeNull();
    const { phone: _p, servicesConfirmedAt: _c, updatedAt: _u, ...restBefore } = before;
    const { phone: _p2, servicesConfirmedAt: _c2, updatedAt: _u2, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    const shown = (await (await app.request(`/api/churches/${church.id}`)).json()) as { phone: string; services: string[]; languages: string[] };
    expect(shown).toMatchObject({ phone: "(210) 555-0199", services: ["Sunday 8:00 AM", "Sunday 11:00 AM · Spanish"], languages: ["english", "spanish"] });
    expect((await asAdmin("POST", `/api/admin/church-updates/${request.id}/reject`)).status).toBe(409);
  });

  test("a proposed 'North East' is the canonical Northeast (docs/product.md D10)", async () => {
    const church = createChurch(app.db, { name: "Area Alias Church", area: "Downtown" });
    const request = app.db.insert(churchUpdateRequests).values({ churchId: church.id, submitterName: "C", submitterEmail: "c@example.org", submitterRole: "board", updateReason: "We moved across town.", area: "North East" }).returning().get();
    expect((await asAdmin("POST", `/api/admin/church-updates/${request.id}/approve`)).status).toBe(200);
    expect(((await (await app.request(`/api/churches/${church.id}`)).json()) as { area: string }).area).toBe("Northeast");
  });

  test("reject changes nothing", async () => {
    const church = createChurch(app.db, { name: "Stays The Same" });
    const request = app.db.insert(churchUpdateRequests).values({ churchId: church.id, submitterName: "B", submitterEmail: "b@example.org", submitterRole: "volunteer", updateReason: "Please rename us now.", name: "Renamed" }).returning().get();
    expect((await asAdmin("POST", `/api/admin/church-updates/${request.id}/reject`)).status).toBe(200);
    expect(churchRow(church.id).name).toBe("Stays The Same");
    expect(app.db.select().from(churchUpdateRequests).where(eq(churchUpdateRequests.id, request.id)).get()!.status).toBe("rejected");
  });
});

describe("Manage Listings and Bulk Update", () => {
  test("every church with real counts, searchable and paged; the edit dialog checks its required fields; history shows the change", async () => {
    createChurch(app.db, { name: "Listing Search Target", status: "rejected" });
    const res = await asAdmin("GET", "/api/admin/churches/all?search=listing%20search&t=123");
    const items = (await res.json()) as AdminChurch[];
    expect(items.map((c) => [c.name, c.status])).toEqual([["Listing Search Target", "rejected"]]);
    expect(res.headers.get("x-total-count")).toBe("1");
    const counts = JSON.parse(res.headers.get("x-status-counts")!) as Record<string, number>;
    expect(counts.rejected).toBeGreaterThanOrEqual(1);

    const bad = await asAdmin("PUT", `/api/admin/churches/${items[0]!.id}`, { name: "", denomination: "", address: "", zip: "1", area: "" });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { details: { fields: Record<string, string> } }).details.fields).toEqual({
      name: "Church name is required",
      denomination: "Denomination is required",
      address: "Address is required",
      zip: "Valid ZIP code is required",
      area: "Area is required",
    });
    const ok = await asAdmin("PUT", `/api/admin/churches/${items[0]!.id}`, { name: "Listing Renamed", denomination: "Lutheran", address: "9 Elm St", zip: "78212", area: "Monte Vista", latitude: "29.45", longitude: "-98.5", status: "approved", featured: true });
    expect(ok.status).toBe(200);
    expect(churchRow(items[0]!.id)).toMatchObject({ name: "Listing Renamed", status: "approved", featured: true, latitude: 29.45, longitude: -98.5, locationApproximate: false });
    const history = (await (await asAdmin("GET", `/api/admin/churches/${items[0]!.id}/history`)).json()) as { actor: string; changes: Record<string, unknown> }[];
    expect(history[0]).toMatchObject({ actor: "the-admin", changes: { name: ["Listing Search Target", "Listing Renamed"] } });
  });

  test("a church as GET answers it is taken back by PUT unchanged (200): nulls, coordinates as strings, an approximate pin", async () => {
    const church = createChurch(app.db, { name: "Round Trip Chapel", phone: null, website: null, heroImage: null, logoImage: null, youtubeChannel: null, latitude: 29.4241, longitude: -98.4936, locationApproximate: true });
    const { updatedAt: _, ...stored } = churchRow(church.id);
    const publicAnswer = (await (await app.request(`/api/churches/${church.id}`)).json()) as Record<string, unknown>;
    expect(publicAnswer).toMatchObject({ heroImage: null, logoImage: null, youtubeChannel: null, latitude: "29.4241" });
    const listed = ((await (await asAdmin("GET", "/api/admin/churches/all?search=round%20trip%20chapel")).json()) as AdminChurch[])[0]!;
    for (const answer of [publicAnswer, listed]) {
      const res = await asAdmin("PUT", `/api/admin/churches/${church.id}`, answer);
      expect(res.status).toBe(200);
      const { updatedAt: __, ...after } = churchRow(church.id);
      expect(after).toEqual(stored);
    }
  });

  test("bulk update saves every row in one transaction, or none when one row is invalid", async () => {
    const a = createChurch(app.db, { name: "Bulk A" });
    const b = createChurch(app.db, { name: "Bulk B" });
    const row = (id: number, name: string, area = "Downtown") => ({ id, data: { name, denomination: "Baptist", address: "1 Bulk St", zip: "78205", phone: "", website: "", area } });
    const failed = await asAdmin("POST", "/api/admin/churches/bulk-update", { updates: [row(a.id, "Bulk A2"), row(b.id, "Bulk B2", "Atlantis")] });
    expect(failed.status).toBe(422);
    expect(((await failed.json()) as { error: string }).error).toBe("Row 2, Bulk B: Area is required");
    expect([churchRow(a.id).name, churchRow(b.id).name]).toEqual(["Bulk A", "Bulk B"]);
    const none = await asAdmin("POST", "/api/admin/churches/bulk-update", { updates: [] });
    expect([none.status, ((await none.json()) as { error: string }).error]).toEqual([422, "No churches have been modified"]);
    const ok = await asAdmin("POST", "/api/admin/churches/bulk-update", { updates: [row(a.id, "Bulk A2"), row(b.id, "Bulk B2")] });
    expect(await ok.json()).toEqual({ message: "Updated 2 churches", updated: 2 });
    expect([churchRow(a.id).name, churchRow(b.id).name]).toEqual(["Bulk A2", "Bulk B2"]);
  });

  test("the CSV export: dated name, BOM, RFC 4180 quoting, formulas neutralised, read back by a CSV parser", async () => {
    const tricky = createChurch(app.db, { name: '=HYPERLINK("http://evil.example","click")', description: 'Line one\nline two, with "quotes"', phone: "+1 210 555 0100", website: "@SUM(A1)" });
    const res = await asAdmin("GET", "/api/admin/churches/export-csv");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="churches_export_\d{4}-\d{2}-\d{2}\.csv"$/);
    // The bytes a spreadsheet opens (Response.text() would drop the byte-order mark).
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const records = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    const row = records.find((r) => r.id === String(tricky.id))!;
    expect(row.name).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(row.description).toBe('Line one\nline two, with "quotes"');
    expect(row.phone).toBe("'+1 210 555 0100");
    expect(row.website).toBe("'@SUM(A1)");
    expect(row.longitude).toBe("-98.4936");
    expect(records.length).toBe(app.db.select().from(churches).all().length);
  });
});
