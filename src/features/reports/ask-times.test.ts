import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { churches, outbox } from "../../db/schema";
import { createChurch, createUser } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { saveEmailLanguage, saveMailOptOuts } from "../notifications/service";
import { askAboutTimes } from "./ask-times";

const DAY = 86_400_000;
const now = new Date("2026-11-27T18:00:00Z");
const site = { from: "Directory <noreply@example.org>", origin: "https://churches.example.org" };
let app: TestApp;
const mails = () => app.db.select().from(outbox).all().filter((m) => m.kind === "services-still-right");

beforeAll(async () => {
  app = await createTestApp();
  const pastor = await createUser(app.db, { username: "pastor", email: "pastor@example.org" });
  const padre = await createUser(app.db, { username: "padre", email: "padre@example.org" });
  const quiet = await createUser(app.db, { username: "quiet", email: "quiet@example.org" });
  saveEmailLanguage(app.db, padre.id, "es");
  saveMailOptOuts(app.db, quiet.id, ["times"]);
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const stale = createChurch(app.db, { name: "Stale Baptist", ownerId: pastor.id, serviceTimes: [{ day: "sunday", time: "10:30", language: "english", kind: "worship", note: "Traditional" }] });
  const never = createChurch(app.db, { name: "San Judas", ownerId: padre.id, serviceTimes: [{ day: "sunday", time: "12:00", language: "spanish", kind: "mass" }] });
  const fresh = createChurch(app.db, { name: "Fresh Chapel", ownerId: pastor.id });
  const off = createChurch(app.db, { name: "Quiet Church", ownerId: quiet.id });
  createChurch(app.db, { name: "Nobody's Church" });
  app.db.update(churches).set({ servicesConfirmedAt: at(100) }).where(eq(churches.id, stale.id)).run();
  app.db.update(churches).set({ servicesConfirmedAt: null }).where(eq(churches.id, never.id)).run();
  app.db.update(churches).set({ servicesConfirmedAt: at(10) }).where(eq(churches.id, fresh.id)).run();
  app.db.update(churches).set({ servicesConfirmedAt: at(400) }).where(eq(churches.id, off.id)).run();
});
afterAll(() => app.close());

test("owners of churches confirmed over 90 days ago are asked, in their language, with the times and a link whose page confirms; once in 30 days", async () => {
  const lines: string[] = [];
  const first = await askAboutTimes(app.db, site, app.ctx.env.SESSION_SECRET, { now, progress: (line) => lines.push(line) });
  expect(first.summary).toBe("Times: 2 owners asked, 1 not mailed (3 churches due).");
  expect(lines).toEqual([
    "[1/3] Stale Baptist: asked its owner",
    "[2/3] San Judas: asked its owner",
    "[3/3] Quiet Church: not mailed (the owner switched these questions off)",
  ]);
  const [english, spanish] = mails();
  expect([english!.to, english!.subject]).toEqual(["pastor@example.org", "Stale Baptist: are these service times still right?"]);
  expect(english!.text).toContain("- Sunday 10:30 AM · Traditional");
  expect(english!.text).toMatch(/These times are still right:\nhttps:\/\/churches\.example\.org\/services-still-right\?token=\S+/);
  expect(english!.text).toContain("https://churches.example.org/church-edit/");
  expect([spanish!.to, spanish!.subject]).toEqual(["padre@example.org", "San Judas: ¿siguen siendo correctos estos horarios?"]);
  expect(spanish!.text).toContain("- Domingo 12:00 p. m. · Español · Misa");
  expect(spanish!.text).toMatch(/https:\/\/churches\.example\.org\/es\/services-still-right\?token=/);

  // The mailed link opens the page that asks; its button confirms.
  const link = /\/services-still-right\?token=\S+/.exec(english!.text)![0];
  expect((await (await app.request(link)).text()).includes("<strong>Stale Baptist</strong>")).toBe(true);

  const again = await askAboutTimes(app.db, site, app.ctx.env.SESSION_SECRET, { now: new Date(now.getTime() + 29 * DAY) });
  expect(again.asked).toBe(0);
  expect(mails()).toHaveLength(2);
  const month = await askAboutTimes(app.db, site, app.ctx.env.SESSION_SECRET, { now: new Date(now.getTime() + 31 * DAY) });
  expect(month.asked).toBe(2);
});
