import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import type { PendingUpdateRequest } from "../../contract/admin";
import type { ChurchProfile } from "../../contract/churches";
import { churchUpdateRequests } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { formToken } from "../../../tests/helpers/form-token";

/** The update request form posted without JavaScript, and what approving its rows does (docs/decisions/0020, 0022). */

let app: TestApp;
let churchId: number;
beforeEach(async () => {
  app = await createTestApp();
  churchId = createChurch(app.db, { name: "Grace Baptist", slug: "grace", services: ["Sunday 10:00 AM"] }).id;
});
afterEach(() => app.close());

const who = { submitterName: "Ana Ruiz", submitterEmail: "ana@example.org", submitterRole: "Pastor", updateReason: "Our service times changed this fall." };
/** The church's one service as the form shows it (row 0), a spare blank row and a blank special service; `first` changes them. */
const rows = (first: Record<string, string> = {}) => ({
  "serviceTimes[0][day]": "sunday",
  "serviceTimes[0][time]": "10:00",
  "serviceTimes[0][language]": "english",
  "serviceTimes[0][kind]": "worship",
  "serviceTimes[0][note]": "",
  "serviceTimes[0][durationMinutes]": "60",
  "serviceTimes[1][day]": "",
  "serviceTimes[1][time]": "",
  "serviceTimes[1][note]": "",
  "specialServices[0][occasion]": "christmas-eve",
  "specialServices[0][date]": "",
  "specialServices[0][time]": "",
  "specialServices[0][title]": "",
  "specialServices[0][note]": "",
  ...first,
});
const post = (fields: Record<string, string>) =>
  app.request(`/verify-church/${churchId}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN }, body: new URLSearchParams({ ...formToken(app, "update"), ...fields }).toString() });
const stored = () => app.db.select().from(churchUpdateRequests).all();

describe("POST /verify-church/{id} (a form post)", () => {
  test("the page is the form: a post to its own address, the rows starting from the church's services", async () => {
    const page = await (await app.request(`/verify-church/${churchId}`)).text();
    expect(page).toContain(`action="/verify-church/${churchId}" method="post"`);
    expect(page).toMatch(/name="serviceTimes\[0\]\[time\]" value="10:00"/);
  });

  test("stores the proposed rows and goes to the church's page with its notice; approving applies them and confirms the times", async () => {
    const answer = await post({ ...who, ...rows({ "serviceTimes[0][time]": "11:30", "serviceTimes[0][language]": "spanish", "specialServices[0][date]": "2030-12-24", "specialServices[0][time]": "23:00" }) });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/church/grace?sent=update");
    const profile = await (await app.request(answer.headers.get("location")!)).text();
    expect(profile).toMatch(/<div[^>]*role="status"[^>]*><strong>Update Request Submitted<\/strong>/);
    // The profile without the query has no notice: the two are cached apart.
    expect(await (await app.request("/church/grace")).text()).not.toContain("Update Request Submitted");
    const [request] = stored();
    expect(request!.serviceRows!.map((r) => [r.day, r.time, r.language])).toEqual([["sunday", "11:30", "spanish"]]);

    const admin = await createUser(app.db, { role: "admin" });
    const cookie = `sid=${createSession(app.db, admin.id)}`;
    const [pending] = (await (await app.request("/api/church-updates", { headers: { cookie } })).json()) as PendingUpdateRequest[];
    expect(pending!.changes.find((c) => c.field === "services")!.rows).toEqual([
      { text: "Sunday 11:30 AM · Spanish", change: "added" },
      { text: "Sunday 10:00 AM", change: "removed" },
    ]);
    expect((await app.request(`/api/admin/church-updates/${request!.id}/approve`, { method: "POST", headers: { cookie, origin: TEST_ORIGIN } })).status).toBe(200);
    const church = (await (await app.request(`/api/churches/${churchId}`)).json()) as ChurchProfile;
    expect(church.serviceTimes).toEqual([{ day: "sunday", time: "11:30", durationMinutes: 60, language: "spanish", asl: false, kind: "worship", note: "", attendance: "in-person", streamUrl: "" }]);
    expect(church.specialServices).toMatchObject([{ occasion: "christmas-eve", date: "2030-12-24", time: "23:00" }]);
    expect(church.servicesConfirmedAt).not.toBeNull();
  });

  test("services sent back as they were propose no change", async () => {
    expect((await post({ ...who, phone: "(210) 555-0199", ...rows() })).status).toBe(303);
    expect(stored()[0]).toMatchObject({ phone: "(210) 555-0199", serviceRows: null, specialServices: null });
  });

  test("a bad row comes back as the form (422) with the values as posted and the message at its field", async () => {
    const answer = await post({ ...who, submitterName: "Ana <b>", ...rows({ "serviceTimes[0][day]": "someday" }) });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain('href="#update-serviceTimes-0-day"');
    expect(html).toContain("Choose a day");
    expect(html).toContain('value="Ana &lt;b&gt;"');
    expect(stored()).toEqual([]);
  });
});
