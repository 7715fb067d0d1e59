import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { EditableChurch } from "../../contract/church-form";
import { churches, images } from "../../db/schema";
import { jpegWithExif } from "../../../tests/fixtures/images";
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
    expect(page).toMatch(new RegExp(`action="/church-edit/${church.id}"[^>]* method="post"`));
    expect(page).toContain('name="serviceTimes[2][day]"');
    expect(page).not.toContain('name="serviceTimes[3][day]"');
    // The photo goes with the form: a file input in a multipart form (docs/decisions/0059-forms-without-losses.md).
    expect(page).toMatch(/<form id="church-form"[^>]* enctype="multipart\/form-data"/i);
    expect(page).toMatch(/<input id="church-heroImage" type="file"[^>]* name="heroImageFile"/);
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
  test("the page holds the create form for a signed-in owner, posting to the page without JavaScript; signed out, the prompt to sign in", async () => {
    const { cookie } = await owner();
    const page = await (await app.request("/church-submission", { headers: { cookie } })).text();
    expect(page).toMatch(/action="\/church-submission"[^>]* method="post".*name="serviceTimes\[1\]\[day\]"/s);
    expect(page).toMatch(/<input id="church-heroImage" type="file"[^>]* name="heroImageFile"/);
    expect(page).not.toContain("ChurchEditor-");
    const signedOut = await (await app.request("/church-submission")).text();
    expect(signedOut).toContain("Sign in to list your church");
    expect(signedOut).not.toContain('action="/church-submission"');
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

/** The form as a browser posts it with a file input (multipart/form-data, docs/decisions/0059-forms-without-losses.md). */
function multipart(fields: Record<string, string>, files: Record<string, File> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file);
  return body;
}
const postMultipart = (path: string, body: FormData, cookie: string) => app.request(path, { method: "POST", headers: { origin: TEST_ORIGIN, cookie }, body });
const photo = async (name = "front.jpg") => new File([new Uint8Array(await jpegWithExif(900, 600))], name, { type: "image/jpeg" });
/** A browser's empty file input: a part with no file name and no bytes. */
const noFile = () => new File([], "", { type: "application/octet-stream" });
const variantExists = (objectPath: string, width: number) => existsSync(join(app.ctx.env.UPLOADS_DIR, objectPath.replace("/uploads/", "").replace("-1600", `-${width}`)));

describe("the church photo posted with the form, without JavaScript", () => {
  test("a new church's photo is stored through the upload pipeline (by content, resized to WebP) and saved with the church", async () => {
    const { user, cookie } = await owner();
    const answer = await postMultipart("/church-submission", multipart(formFields(), { heroImageFile: await photo() }), cookie);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/dashboard?saved=created");
    const row = app.db.select().from(churches).where(eq(churches.ownerId, user.id)).get()!;
    expect(row.heroImage).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    for (const width of [480, 960, 1600]) expect(variantExists(row.heroImage!, width)).toBe(true);
    expect(app.db.select().from(images).where(eq(images.objectPath, row.heroImage!)).get()).toMatchObject({ uploadedBy: user.id, contentType: "image/jpeg", width: 900, height: 600 });
  });

  test("an empty file input changes nothing; 'Remove image' clears the stored photo; a new file replaces it", async () => {
    const { user, cookie } = await owner();
    const church = createChurch(app.db, { ownerId: user.id, heroImage: "https://pictures.example.org/old.jpg" });
    const kept = await postMultipart(`/church-edit/${church.id}`, multipart(formFields({ heroImage: "https://pictures.example.org/old.jpg" }), { heroImageFile: noFile() }), cookie);
    expect(kept.status).toBe(303);
    expect((await stored(church.id, cookie)).heroImage).toBe("https://pictures.example.org/old.jpg");
    const replaced = await postMultipart(`/church-edit/${church.id}`, multipart(formFields({ heroImage: "https://pictures.example.org/old.jpg" }), { heroImageFile: await photo() }), cookie);
    expect(replaced.status).toBe(303);
    expect((await stored(church.id, cookie)).heroImage).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    const removed = await postMultipart(`/church-edit/${church.id}`, multipart(formFields({ heroImage: (await stored(church.id, cookie)).heroImage, heroImageRemove: "1" }), { heroImageFile: noFile() }), cookie);
    expect(removed.status).toBe(303);
    expect((await stored(church.id, cookie)).heroImage).toBe("");
  });

  test("a form refused for another reason comes back with the photo already stored, in its hidden field; sent again, it is saved", async () => {
    const { user, cookie } = await owner();
    const refused = await postMultipart("/church-submission", multipart(formFields({ name: "" }), { heroImageFile: await photo() }), cookie);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("Church name is required");
    const kept = html.match(/<input type="hidden" name="heroImage" value="(\/uploads\/[0-9a-f]{32}-1600\.webp)"\/>/)?.[1];
    expect(kept).toBeDefined();
    // Shown as the current photo, with 'Remove image' to tick.
    expect(html).toContain(`src="${kept}"`);
    expect(html).toContain('name="heroImageRemove"');
    const saved = await postMultipart("/church-submission", multipart(formFields({ heroImage: kept! }), { heroImageFile: noFile() }), cookie);
    expect(saved.status).toBe(303);
    expect(app.db.select().from(churches).where(eq(churches.ownerId, user.id)).get()!.heroImage).toBe(kept!);
  });

  test("a file that is no image is refused at its field by its content, whatever its name, with every other message and the values kept", async () => {
    const { user, cookie } = await owner();
    const fake = new File([new TextEncoder().encode("<svg onload=alert(1)>not a picture</svg>")], "photo.jpg", { type: "image/jpeg" });
    const answer = await postMultipart("/church-submission", multipart(formFields({ zip: "nope", name: "Kept Chapel" }), { heroImageFile: fake }), cookie);
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain('href="#church-heroImage"');
    expect(html).toContain("That file is not an image we can read.");
    expect(html).toContain("Valid ZIP code is required");
    expect(html).toContain('value="Kept Chapel"');
    expect(app.db.select().from(churches).where(eq(churches.ownerId, user.id)).get()).toBeUndefined();
  });

  test("the upload rules hold: an account with a church already is refused before any picture is read; without a church, two pictures a day", async () => {
    const owning = await owner();
    createChurch(app.db, { ownerId: owning.user.id });
    const before = app.db.select().from(images).all().length;
    const second = await postMultipart("/church-submission", multipart(formFields(), { heroImageFile: await photo() }), owning.cookie);
    expect(second.status).toBe(409);
    expect(app.db.select().from(images).all().length).toBe(before);

    const { cookie } = await owner();
    for (let i = 0; i < 2; i++) expect((await postMultipart("/church-submission", multipart(formFields({ name: "" }), { heroImageFile: await photo(`try-${i}.jpg`) }), cookie)).status).toBe(422);
    const third = await postMultipart("/church-submission", multipart(formFields({ name: "" }), { heroImageFile: await photo("third.jpg") }), cookie);
    expect(third.status).toBe(422);
    expect(await third.text()).toContain("Until your church is listed, an account may upload two pictures a day.");
  });

  test("a body larger than two pictures and the form is refused (413) before it is read; the church form's pages take more than 1 MB, other forms do not", async () => {
    const { cookie } = await owner();
    const declared = (path: string, bytes: number) => app.request(path, { method: "POST", headers: { origin: TEST_ORIGIN, cookie, "content-type": "multipart/form-data; boundary=x", "content-length": String(bytes) }, body: "--x--" });
    expect((await declared("/church-submission", 22 * 1024 * 1024)).status).toBe(413);
    expect((await declared("/contact", 2 * 1024 * 1024)).status).toBe(413);
    expect((await declared("/church-submission", 2 * 1024 * 1024)).status).not.toBe(413);
  });
});
