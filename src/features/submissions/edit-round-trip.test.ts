import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditLog, churches, churchLanguages } from "../../db/schema";
import { createChurch } from "../../db/seed/factories";
import { churchFormMessages } from "../../contract/church-form";
import { jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { formToken } from "../../../tests/helpers/form-token";
import { claimFields, useOwnerFormsApp, validForm } from "../../../tests/helpers/owner-forms-app";

const { site, signedIn, send } = useOwnerFormsApp();
let app: TestApp;
beforeAll(() => {
  app = site.app;
});

describe("what GET answers, PUT takes back", () => {
  test("the owner's church sent back as loaded is saved unchanged (200): an admin's web image, texts kept from a past plan", async () => {
    const { user, cookie } = await signedIn();
    const church = createChurch(app.db, {
      ownerId: user.id,
      address: "500 Mission Rd",
      zip: "78210",
      area: "Southtown",
      phone: null,
      website: null,
      heroImage: "https://images.example.org/front.jpg",
      worshipStyle: "gospel",
      languages: ["english", "spanish"],
      missionStatement: "To serve the South Side.\nAnd beyond.",
      pastorName: "Rev. Ana Garza",
    });
    const before = app.db.select().from(churches).where(eq(churches.id, church.id)).get()!;
    const loaded = await (await app.request(`/api/user/churches/${church.id}`, { headers: { cookie } })).json();
    const res = await send("PUT", `/api/user/churches/${church.id}`, loaded, cookie);
    expect([res.status, await res.json()]).toEqual([200, { id: church.id, slug: church.slug, status: "approved" }]);
    const { updatedAt: _after, ...after } = app.db.select().from(churches).where(eq(churches.id, church.id)).get()!;
    const { updatedAt: _before, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    expect(app.db.select().from(churchLanguages).where(eq(churchLanguages.churchId, church.id)).all().map((l) => l.language).sort()).toEqual(["english", "spanish"]);
    // Changing a kept premium text still needs a premium plan; a new web image is not the owner's upload.
    expect((await send("PUT", `/api/user/churches/${church.id}`, { ...loaded, pastorName: "Someone Else" }, cookie)).status).toBe(403);
    const image = await send("PUT", `/api/user/churches/${church.id}`, { ...loaded, heroImage: "https://images.example.org/other.jpg" }, cookie);
    expect([image.status, ((await image.json()) as { error: string }).error]).toEqual([422, churchFormMessages.notYourImage]);
  });
});

describe("authorisation matrix: anonymous, owner A, owner B, admin", () => {
  test("no one reads or changes another owner's church", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const admin = await signedIn("admin");
    const church = createChurch(app.db, { ownerId: a.user.id, name: "A's Church" });
    const cookies = { anonymous: undefined, ownerA: a.cookie, ownerB: b.cookie, admin: admin.cookie } as const;
    const routes: [string, string, unknown, Record<keyof typeof cookies, number>][] = [
      ["GET", `/api/user/churches/${church.id}`, undefined, { anonymous: 401, ownerA: 200, ownerB: 404, admin: 404 }],
      ["PUT", `/api/user/churches/${church.id}`, validForm({ name: "Hijacked" }), { anonymous: 401, ownerA: 200, ownerB: 404, admin: 404 }],
      ["GET", "/api/unclaimed-churches", undefined, { anonymous: 200, ownerA: 200, ownerB: 200, admin: 200 }],
      ["POST", "/api/user/churches/claim", { churchId: church.id, ...claimFields, ...formToken(app, "claim") }, { anonymous: 401, ownerA: 409, ownerB: 409, admin: 409 }],
      ["GET", "/api/user/churches", undefined, { anonymous: 401, ownerA: 200, ownerB: 200, admin: 200 }],
    ];
    for (const [method, path, body, expected] of routes) {
      const seen: Record<string, number> = {};
      for (const [who, cookie] of Object.entries(cookies)) {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        const init: RequestInit = body === undefined ? { method, headers } : jsonRequest(method, body, headers);
        seen[who] = (await app.request(path, init)).status;
      }
      expect({ route: `${method} ${path}`, ...seen }).toEqual({ route: `${method} ${path}`, ...expected });
    }
    const lists = (await (await app.request("/api/user/churches", { headers: { cookie: b.cookie } })).json()) as unknown[];
    expect(lists).toEqual([]);
    // Only A's own edit went through.
    const edits = app.db.select().from(auditLog).where(eq(auditLog.entityId, String(church.id))).all();
    expect(edits.map((e) => e.actorId)).toEqual([a.user.id]);
  });
});
