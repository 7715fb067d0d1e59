import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { startCalendarFeeds } from "../../../tests/fakes/calendar-feeds";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

/**
 * The owner's calendar sync without JavaScript, in both languages (docs/service-times.md, Calendar
 * sync): the changes page's form posts and comes back, and a failing calendar is said on the
 * dashboard. Assertions read short texts out of the pages, never whole pages.
 */
const NOON = new Date("2027-02-24T18:00:00Z");
const feeds = startCalendarFeeds("2027-02-24");
let app: TestApp;
let owner: string;
let churchId: number;

beforeAll(async () => {
  setSystemTime(NOON);
  app = await createTestApp({ CALENDAR_FEEDS_ALLOW_LOOPBACK: "1" });
  const user = await createUser(app.db, { username: "sync-page-pastor" });
  owner = `sid=${createSession(app.db, user.id)}`;
  churchId = createChurch(app.db, { name: "Form Sync Parish", ownerId: user.id, serviceTimes: [{ day: "sunday", time: "09:00", kind: "mass" }, { day: "sunday", time: "11:00", kind: "mass" }] }).id;
});
afterAll(() => {
  app.close();
  feeds.stop();
  setSystemTime();
});

const post = (path: string, body: Record<string, string> = {}) => app.request(path, { method: "POST", headers: { origin: TEST_ORIGIN, cookie: owner, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(body).toString() });
const page = async (path: string) => (await app.request(path, { headers: { cookie: owner } })).text();
const text = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ").replace(/ ([.,:])/g, "$1").trim();
/** The text of the element carrying `data-testid`, or null. */
function byTestId(html: string, id: string): string | null {
  const m = new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>`).exec(html);
  if (!m) return null;
  const rest = html.slice(m.index + m[0].length);
  return text(rest.slice(0, rest.indexOf(`</${m[1]}>`)));
}
const valueOf = (html: string, name: string) => /value="([^"]*)"/.exec(new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "")?.[1] ?? null;
const feedPath = () => `/api/user/churches/${churchId}/calendar-feed`;

describe("calendar sync without JavaScript", () => {
  test("a refused form comes back to its section in the page's language with what was typed; a saved one reads the calendar and says what it did", async () => {
    const refused = await post(`/es${feedPath()}`, { url: "webcal://intranet/calendar.ics", servicesMatch: "Misa", cancelMatch: "" });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toMatch(new RegExp(`^/es/church-edit/${churchId}/changes\\?f\\.url=.*&error=.*#calendar-sync$`));
    let html = await page(refused.headers.get("location")!);
    expect(byTestId(html, "calendar-sync-done")).toBeNull();
    expect(html.includes("Escriba la dirección https pública de su calendario")).toBe(true);
    expect(valueOf(html, "url")).toBe("webcal://intranet/calendar.ics");
    expect(valueOf(html, "servicesMatch")).toBe("Misa");

    const saved = await post(feedPath(), { url: feeds.google, servicesMatch: "Mass, Carols", cancelMatch: "no service" });
    expect(saved.headers.get("location")).toBe(`/church-edit/${churchId}/changes?feedSaved=1#calendar-sync`);
    html = await page(saved.headers.get("location")!);
    expect(byTestId(html, "calendar-sync-done")).toBe("Saved, and your calendar was read.");
    expect(byTestId(html, "last-sync")).toBe("Last sync, Feb 24, 2027, 12:00 PM: added 8 special services, cancelled 1 service.");
    expect(valueOf(html, "url")).toBe(feeds.google);
    expect(html.includes('aria-label="Undo the last sync"')).toBe(true);
    const es = await page(`/es/church-edit/${churchId}/changes`);
    expect(byTestId(es, "last-sync")).toMatch(/^Última sincronización, 24 feb 2027, 12:00 p\. m\.: añadió 8 servicios especiales, canceló 1 servicio\.$/);
  });

  test("Undo puts the rows back and pauses; Sync now resumes; a second Undo is refused in the section", async () => {
    const undone = await post(`${feedPath()}/undo`);
    expect(undone.headers.get("location")).toBe(`/church-edit/${churchId}/changes?feedUndone=1#calendar-sync`);
    let html = await page(undone.headers.get("location")!);
    expect(byTestId(html, "last-sync")).toBe("Last sync, Feb 24, 2027, 12:00 PM: added 8 special services, cancelled 1 service (undone).");
    expect(html.includes("Syncing is paused because you undid the last sync.")).toBe(true);
    expect(((await (await app.request(`/api/churches/${churchId}`)).json()) as { specialServices: unknown[] }).specialServices).toEqual([]);
    const again = await post(`${feedPath()}/undo`);
    html = await page(again.headers.get("location")!);
    expect(html.includes("There is no sync to undo")).toBe(true);

    setSystemTime(new Date(NOON.getTime() + 3_600_000));
    const synced = await post(`${feedPath()}/sync`);
    expect(synced.headers.get("location")).toBe(`/church-edit/${churchId}/changes?feedSynced=1#calendar-sync`);
    html = await page(synced.headers.get("location")!);
    expect(byTestId(html, "last-sync")).toBe("Last sync, Feb 24, 2027, 1:00 PM: added 8 special services, cancelled 1 service.");
    expect(html.includes("Syncing is paused")).toBe(false);
  });

  test("a failing calendar is said in its section and on the owner's dashboard, in English and in Spanish, with a link to the section", async () => {
    feeds.fail(true);
    setSystemTime(new Date(NOON.getTime() + 2 * 3_600_000));
    const failed = await post(`${feedPath()}/sync`);
    expect(failed.headers.get("location")).toBe(`/church-edit/${churchId}/changes?feedFailed=1#calendar-sync`);
    const html = await page(failed.headers.get("location")!);
    expect(byTestId(html, "calendar-sync-failing")).toBe("Your calendar could not be read since Feb 24, 2027: the calendar's address answered with status 503. Check the address or stop syncing.");
    const dashboard = await page("/dashboard");
    expect(byTestId(dashboard, "calendar-sync-problems")).toBe(
      "Your calendar sync needs a look Your calendar could not be read since Feb 24, 2027: the calendar's address answered with status 503. Check the address or stop syncing. Calendar sync of Form Sync Parish",
    );
    expect(dashboard.includes(`href="/church-edit/${churchId}/changes#calendar-sync"`)).toBe(true);
    const spanish = await page("/es/dashboard");
    expect(byTestId(spanish, "calendar-sync-problems")).toContain("No se ha podido leer su calendario desde el 24 feb 2027: la dirección del calendario respondió con el estado 503. Revise la dirección o deje de sincronizar.");
    expect(spanish.includes(`href="/es/church-edit/${churchId}/changes#calendar-sync"`)).toBe(true);
    feeds.fail(false);
  });

  test("Stop syncing keeps what it made, and the dashboard no longer speaks of it", async () => {
    const stopped = await post(`${feedPath()}/delete`);
    expect(stopped.headers.get("location")).toBe(`/church-edit/${churchId}/changes?feedStopped=1#calendar-sync`);
    const html = await page(stopped.headers.get("location")!);
    expect(byTestId(html, "calendar-sync-done")).toBe("Syncing stopped: what it made stays as your own.");
    expect(byTestId(html, "calendar-sync-state")).toBeNull();
    expect(((await (await app.request(`/api/churches/${churchId}`)).json()) as { specialServices: unknown[] }).specialServices).toHaveLength(8);
    expect(byTestId(await page("/dashboard"), "calendar-sync-problems")).toBeNull();
  });
});
