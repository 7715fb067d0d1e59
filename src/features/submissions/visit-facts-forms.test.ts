import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { PendingUpdateRequest } from "../../contract/admin";
import type { EditableChurch } from "../../contract/church-form";
import type { ChurchProfile } from "../../contract/churches";
import { FIRST_VISIT_TOO_LONG } from "../../contract/visit-fact-details";
import { churchUpdateRequests } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { formToken } from "../../../tests/helpers/form-token";

/** The visit facts in the church form, the admin's edit and the update request, without JavaScript too (docs/visit-facts.md, Forms). */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function owner() {
  const user = await createUser(app.db, { role: "owner" });
  return { user, cookie: `sid=${createSession(app.db, user.id)}` };
}

/** The church's fields and its one service, as the edit form posts them. */
const churchFields = {
  name: "Facts Fellowship",
  denomination: "Methodist",
  address: "100 Main Ave",
  zip: "78205",
  area: "Downtown",
  description: "A small congregation downtown.",
  "serviceTimes[0][day]": "sunday",
  "serviceTimes[0][time]": "10:00",
  "serviceTimes[0][language]": "english",
  "serviceTimes[0][kind]": "worship",
  "serviceTimes[0][note]": "",
  "serviceTimes[0][durationMinutes]": "60",
};
/** Every fact's radio group 'Not said' and the practical fields blank, as an untouched form posts them. */
const blankFacts = {
  ...Object.fromEntries(["step-free", "accessible-parking", "accessible-restroom", "wheelchair-seating", "hearing-loop", "asl", "large-print", "sensory-friendly"].map((k) => [`access[${k}]`, ""])),
  ...Object.fromEntries(["nursery", "children", "youth"].map((k) => [`family[${k}]`, ""])),
  "practical[parking]": "",
  "practical[livestream]": "",
  "practical[serviceMinutes]": "",
  "practical[dress]": "",
  "practical[firstVisit]": "",
};

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, body: new URLSearchParams({ ...formToken(app, "update"), ...fields }).toString() });
const stored = async (id: number, cookie: string) => (await (await app.request(`/api/user/churches/${id}`, { headers: { cookie } })).json()) as EditableChurch;

describe("the church form", () => {
  test("the edit page shows a yes / no / not said group per fact, checked as stored, and the first-visit count", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id, visitFacts: { said: { "step-free": true }, practical: { firstVisit: "Hello" } } });
    const page = await (await app.request(`/church-edit/${church.id}`, { headers: { cookie } })).text();
    expect(page).toContain("What to Expect");
    expect(page).toMatch(/<legend[^>]*>Step-free entrance<\/legend>/);
    expect(page).toMatch(/name="access\[step-free\]" checked="" value="yes"/);
    expect(page).toMatch(/name="access\[asl\]" checked="" value=""/);
    expect(page).toContain("5 of 280 characters (premium listings get 1,000)");
  });

  test("a post without JavaScript saves the facts; yes, no and not said read back as said", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id });
    const answer = await post(
      `/church-edit/${church.id}`,
      { ...churchFields, ...blankFacts, "access[step-free]": "yes", "access[hearing-loop]": "no", "family[nursery]": "yes", "practical[parking]": "garage", "practical[serviceMinutes]": "75", "practical[dress]": "formal", "practical[firstVisit]": "Ring the bell." },
      cookie,
    );
    expect(answer.status).toBe(303);
    const saved = await stored(church.id, cookie);
    expect(saved.access).toMatchObject({ "step-free": true, "hearing-loop": false, asl: null });
    expect(saved.family).toMatchObject({ nursery: true, youth: null });
    expect(saved.practical).toEqual({ parking: "garage", livestream: null, serviceMinutes: 75, dress: "formal", firstVisit: "Ring the bell." });
  });

  test("over 280 characters for a listing without premium is refused at its field; premium gets 1,000", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id });
    const answer = await post(`/church-edit/${church.id}`, { ...churchFields, ...blankFacts, "practical[firstVisit]": "x".repeat(281) }, cookie);
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain(FIRST_VISIT_TOO_LONG);
    expect(html).toContain('href="#church-practical.firstVisit"');
    const json = await app.request(`/api/user/churches/${church.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie },
      body: JSON.stringify({ ...churchFields, serviceTimes: [{ day: "sunday", time: "10:00" }], practical: { firstVisit: "x".repeat(281) } }),
    });
    expect(json.status).toBe(422);
    expect(JSON.stringify(await json.json())).toContain(FIRST_VISIT_TOO_LONG);

    const premium = await owner();
    const paid = createChurch(app.db, { ownerId: premium.user.id, isPremium: true });
    expect((await post(`/church-edit/${paid.id}`, { ...churchFields, ...blankFacts, "practical[firstVisit]": "x".repeat(900) }, premium.cookie)).status).toBe(303);
    expect((await stored(paid.id, premium.cookie)).practical.firstVisit).toHaveLength(900);
  });

  test("a bad length or livestream address is named at its field", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id });
    const answer = await post(`/church-edit/${church.id}`, { ...churchFields, ...blankFacts, "practical[serviceMinutes]": "forever", "practical[livestream]": "javascript:alert(1)" }, cookie);
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain("Typical service length is a number of minutes from 10 to 300");
    expect(html).toContain("Please enter a valid livestream URL");
  });
});

describe("update requests", () => {
  const who = { submitterName: "Ana Ruiz", submitterEmail: "ana@example.org", submitterRole: "Pastor", updateReason: "We added a nursery this fall." };
  const rows = { "serviceTimes[0][day]": "sunday", "serviceTimes[0][time]": "10:00", "serviceTimes[0][language]": "english", "serviceTimes[0][kind]": "worship", "serviceTimes[0][note]": "", "serviceTimes[0][durationMinutes]": "60" };

  test("facts sent back as they are propose no change; changed facts are stored, shown as changes, and applied on approval", async () => {
    const church = createChurch(app.db, { services: ["Sunday 10:00 AM"], visitFacts: { said: { "step-free": true } } });
    const untouched = await post(`/verify-church/${church.id}`, { ...who, ...rows, ...blankFacts, "access[step-free]": "yes" });
    expect(untouched.status).toBe(303);
    const changed = await post(`/verify-church/${church.id}`, { ...who, ...rows, ...blankFacts, "access[step-free]": "yes", "family[nursery]": "yes", "practical[dress]": "casual" });
    expect(changed.status).toBe(303);
    const requests = app.db.select().from(churchUpdateRequests).all().filter((r) => r.churchId === church.id);
    expect(requests.map((r) => r.visitFacts === null)).toEqual([true, false]);

    const admin = await createUser(app.db, { role: "admin" });
    const cookie = `sid=${createSession(app.db, admin.id)}`;
    const pending = ((await (await app.request("/api/church-updates", { headers: { cookie } })).json()) as PendingUpdateRequest[]).find((p) => p.id === requests[1]!.id)!;
    expect(pending.changes.find((c) => c.field === "visitFacts")).toEqual({
      field: "visitFacts",
      current: "Nursery or childcare during services: not said; Dress: not said",
      proposed: "Nursery or childcare during services: yes; Dress: casual",
    });
    expect((await app.request(`/api/admin/church-updates/${requests[1]!.id}/approve`, { method: "POST", headers: { cookie, origin: TEST_ORIGIN } })).status).toBe(200);
    const profile = (await (await app.request(`/api/churches/${church.id}`)).json()) as ChurchProfile;
    expect(profile.access["step-free"]).toBe(true);
    expect(profile.family.nursery).toBe(true);
    expect(profile.practical.dress).toBe("casual");
  });

  test("the request page's form starts from the church's facts", async () => {
    const church = createChurch(app.db, { visitFacts: { said: { nursery: false } } });
    const page = await (await app.request(`/verify-church/${church.id}`)).text();
    expect(page).toMatch(/name="family\[nursery\]" checked="" value="no"/);
  });
});
