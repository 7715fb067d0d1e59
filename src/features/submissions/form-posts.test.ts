import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { EditableChurch } from "../../contract/church-form";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { startFakeNominatim } from "../../../tests/fakes/nominatim";

/** The church form posted without JavaScript (docs/decisions/0022-forms-without-javascript.md). */

const nominatim = startFakeNominatim({ "500 Mission Rd": { lat: 29.3875, lon: -98.4803 } });
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ NOMINATIM_URL: nominatim.url });
});
afterAll(() => {
  app.close();
  nominatim.stop();
});

async function owner() {
  const user = await createUser(app.db, { role: "owner" });
  return { user, cookie: `sid=${createSession(app.db, user.id)}` };
}

const blankRow = (i: number): Record<string, string> => ({ [`serviceTimes[${i}][day]`]: "", [`serviceTimes[${i}][time]`]: "", [`serviceTimes[${i}][language]`]: "english", [`serviceTimes[${i}][kind]`]: "worship", [`serviceTimes[${i}][note]`]: "", [`serviceTimes[${i}][durationMinutes]`]: "60" });

/** The fields a browser posts: the church's, two service rows, two spare blank rows and a special service. */
const formFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: "Mission Road Fellowship",
  denomination: "Methodist",
  address: "500 Mission Rd",
  zip: "78210",
  area: "Southtown",
  phone: "",
  website: "",
  description: "A small congregation by the missions.",
  worshipStyle: "",
  youtubeChannel: "",
  heroImage: "",
  "serviceTimes[0][day]": "sunday",
  "serviceTimes[0][time]": "09:00",
  "serviceTimes[0][language]": "english",
  "serviceTimes[0][kind]": "worship",
  "serviceTimes[0][note]": "Traditional",
  "serviceTimes[0][durationMinutes]": "60",
  "serviceTimes[1][day]": "sunday",
  "serviceTimes[1][time]": "11:30",
  "serviceTimes[1][language]": "spanish",
  "serviceTimes[1][asl]": "on",
  "serviceTimes[1][kind]": "mass",
  "serviceTimes[1][note]": "",
  "serviceTimes[1][durationMinutes]": "60",
  ...blankRow(2),
  ...blankRow(3),
  "specialServices[0][occasion]": "christmas-eve",
  "specialServices[0][date]": "2030-12-24",
  "specialServices[0][time]": "23:00",
  "specialServices[0][language]": "english",
  "specialServices[0][title]": "Candlelight Service",
  "specialServices[0][note]": "",
  "specialServices[0][durationMinutes]": "60",
  "specialServices[1][occasion]": "christmas-eve",
  "specialServices[1][date]": "",
  "specialServices[1][time]": "",
  "specialServices[1][language]": "english",
  "specialServices[1][title]": "",
  "specialServices[1][note]": "",
  ...overrides,
});

const post = (path: string, fields: Record<string, string>, cookie?: string, origin = TEST_ORIGIN) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

const stored = async (id: number, cookie: string) => (await (await app.request(`/api/user/churches/${id}`, { headers: { cookie } })).json()) as EditableChurch;

describe("POST /church-edit/{id} (a form post)", () => {
  test("saves the rows, drops the blank ones, and sends the owner to the dashboard's notice", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id, services: ["Sunday 10:00 AM"] });
    const answer = await post(`/church-edit/${church.id}`, formFields(), cookie);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/dashboard?saved=updated");
    const saved = await stored(church.id, cookie);
    expect(saved.services).toEqual(["Sunday 9:00 AM · Traditional", "Sunday 11:30 AM · Spanish · ASL · Mass"]);
    expect(saved.specialServices).toMatchObject([{ occasion: "christmas-eve", date: "2030-12-24", time: "23:00", title: "Candlelight Service" }]);
    expect(saved.servicesConfirmedAt).not.toBeNull();
    const dashboard = await (await app.request("/dashboard?saved=updated", { headers: { cookie } })).text();
    expect(dashboard).toContain("Church Updated Successfully");
  });

  test("a bad row comes back as the form (422) with the values as posted and the message at its field", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id, services: ["Sunday 10:00 AM"] });
    const answer = await post(`/church-edit/${church.id}`, formFields({ "serviceTimes[1][time]": "half past", name: "Kept <Name>" }), cookie);
    expect(answer.status).toBe(422);
    expect(answer.headers.get("content-type")).toContain("text/html");
    const html = await answer.text();
    expect(html).toContain('href="#church-serviceTimes-1-time"');
    expect(html).toContain("Enter a time like 10:30");
    expect(html).toMatch(/id="church-serviceTimes-1-time"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="half past"');
    expect(html).toContain('value="Kept &lt;Name&gt;"');
    expect((await stored(church.id, cookie)).services).toEqual(["Sunday 10:00 AM"]);
  });

  test("at least one service: only blank rows are refused with the spec's message", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id });
    const fields = formFields({ ...blankRow(0), ...blankRow(1) });
    const answer = await post(`/church-edit/${church.id}`, fields, cookie);
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain("Please add at least one service time");
  });

  test("a row to review posted back as written stays to review; completed, it is a service", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id, services: ["Sunday 9:00 AM", "1st Sunday 5 PM potluck"] });
    const page = await (await app.request(`/church-edit/${church.id}`, { headers: { cookie } })).text();
    expect(page).toContain("Needs review: “1st Sunday 5 PM potluck”");
    expect(page).toContain('name="serviceTimes[1][review]"');
    const withReview = (fields: Record<string, string>) => {
      const all = formFields(fields);
      delete all["serviceTimes[1][asl]"];
      return all;
    };
    const review = { "serviceTimes[1][review]": "1st Sunday 5 PM potluck", "serviceTimes[1][day]": "sunday", "serviceTimes[1][time]": "17:00", "serviceTimes[1][language]": "english", "serviceTimes[1][kind]": "worship", "serviceTimes[1][note]": "" };
    const kept = await post(`/church-edit/${church.id}`, withReview({ ...review, "serviceTimes[1][keepReview]": "on" }), cookie);
    expect(kept.status).toBe(303);
    expect((await stored(church.id, cookie)).servicesToReview).toEqual([{ note: "1st Sunday 5 PM potluck", day: "sunday", time: "17:00" }]);
    const completed = await post(`/church-edit/${church.id}`, withReview({ ...review, "serviceTimes[1][note]": "Potluck" }), cookie);
    expect(completed.status).toBe(303);
    const saved = await stored(church.id, cookie);
    expect(saved.servicesToReview).toEqual([]);
    expect(saved.services).toEqual(["Sunday 9:00 AM · Traditional", "Sunday 5:00 PM · Potluck"]);
  });

  test("the edit page is the form itself: a post to its own address with named rows and two spare ones", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id, services: ["Sunday 9:00 AM"] });
    const page = await (await app.request(`/church-edit/${church.id}`, { headers: { cookie } })).text();
    expect(page).toContain(`action="/church-edit/${church.id}" method="post"`);
    expect(page).toContain('name="serviceTimes[2][day]"');
    expect(page).not.toContain('name="serviceTimes[3][day]"');
    expect(page).toContain("Images can be added with JavaScript on");
  });

  test("signed out: to the sign-in page (303); another owner's church 404, another site 403: nothing saved", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id, services: ["Sunday 10:00 AM"] });
    const signedOut = await post(`/church-edit/${church.id}`, formFields());
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe("/login");
    expect((await post(`/church-edit/${church.id}`, formFields(), (await owner()).cookie)).status).toBe(404);
    expect((await post(`/church-edit/${church.id}`, formFields(), cookie, "https://elsewhere.example")).status).toBe(403);
    expect((await stored(church.id, cookie)).services).toEqual(["Sunday 10:00 AM"]);
  });
});

describe("POST /church-submission (a form post)", () => {
  test("without JavaScript the page holds the create form, posting to the page", async () => {
    const page = await (await app.request("/church-submission")).text();
    expect(page).toMatch(/<noscript>.*action="\/church-submission" method="post".*name="serviceTimes\[1\]\[day\]".*<\/noscript>/s);
    expect(page).not.toContain("ChurchEditor-");
  });

  test("submits a new church with its rows and sends the owner to the dashboard's notice", async () => {
    const { cookie } = await owner();
    const answer = await post("/church-submission", formFields(), cookie);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/dashboard?saved=created");
    const [mine] = (await (await app.request("/api/user/churches", { headers: { cookie } })).json()) as { id: number }[];
    expect((await stored(mine!.id, cookie)).serviceTimes.map((s) => s.language)).toEqual(["english", "spanish"]);
  });

  test("a second church is refused on the form with the reason", async () => {
    const { user, cookie } = await owner();
    createChurch(app.db, { ownerId: user.id });
    const answer = await post("/church-submission", formFields(), cookie);
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain("You already have a church listing.");
  });
});
