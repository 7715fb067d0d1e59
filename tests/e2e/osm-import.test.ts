import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../helpers/browser";
import { openPage } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";
import { startServer, type RunningServer } from "../helpers/server";
import { OFFLINE_URL } from "../helpers/test-app";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";
import { createSession, createUser } from "../../src/db/seed/factories";

// The OpenStreetMap import end to end (docs/city-data.md): a fresh instance imports a fictional
// city's Overpass export, shows its service times and facts in the directory and on profiles,
// and a second, changed export updates exactly what changed.

const e2e = {} as { server: RunningServer; browser: Browser };
let firstRun = "";

function runImport(dataDir: string, file: string, ...options: string[]): { code: number | null; out: string } {
  const proc = Bun.spawnSync([process.execPath, "scripts/import-osm.ts", join(projectRoot, "tests/fixtures/osm", file), "--no-reverse", ...options], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, UPLOADS_DIR: join(dataDir, "uploads"), NOMINATIM_URL: OFFLINE_URL, LOG_LEVEL: "silent" },
    stdout: "pipe",
    stderr: "pipe",
  });
  return { code: proc.exitCode, out: proc.stdout.toString() };
}

/** The summary's counts by their names ('added' → 10). */
const counts = (out: string) => Object.fromEntries([...out.matchAll(/^ {2}([a-zA-Z ]+):\s+(\d+)/gm)].map((m) => [m[1]!.trim(), Number(m[2])]));

beforeAll(async () => {
  [e2e.server, e2e.browser] = await Promise.all([
    startServer({}, { prepare: (dataDir) => void (firstRun = runImport(dataDir, "city-export-1.json").out) }),
    launchBrowser(),
  ]);
}, 60_000);
afterAll(async () => {
  for (const context of e2e.browser?.contexts() ?? []) await context.close();
  await e2e.server?.stop();
});

const serviceList = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);

describe("the first import of a city", () => {
  test("the summary counts every kind of place and how its service times were read", () => {
    expect(counts(firstRun)).toEqual({
      added: 10,
      updated: 0,
      "update requests": 0,
      linked: 0,
      unchanged: 0,
      duplicates: 0,
      "not in export": 0,
      "not Christian": 3,
      "no name or place": 2,
      unreadable: 0,
      failed: 0,
    });
    expect(firstRun).toContain("Service times: 4 read in the opening_hours syntax, 3 read as typed text, 2 flagged for the owner and the admin to review; 1 opening_hours left as the building's open hours.");
  });

  test("the directory at 375 px shows an imported church's parsed times and its step-free badge", async () => {
    const { page, context } = await openPage(e2e, "/directory?search=Esperanza", { width: 375 });
    const card = page.getByTestId("church-card").filter({ hasText: "Iglesia Bautista La Esperanza" });
    expect(await card.innerText()).toContain("Sunday 9:30 AM · Spanish");
    expect(await card.getByTestId("fact-badges").locator("li").allTextContents()).toEqual(["Step-free"]);
    await context.close();
  });

  test("a profile shows the services, the facts and the OpenStreetMap credit; a value nothing could read is shown as written", async () => {
    const { page, context } = await openPage(e2e, "/church/st-brigid-of-the-fields-catholic-church", { width: 375 });
    const services = serviceList(await page.getByRole("region", { name: "Services & Offerings" }).innerText());
    expect(services.slice(2, 8)).toEqual(["Sunday", "8:00 AM · Mass", "10:30 AM · Mass", "12:30 PM · Spanish · Mass", "Saturday", "5:30 PM · Mass · Vigil"]);
    expect(await page.locator("[data-fact=step-free]").textContent()).toBe("Step-free entrance: No");
    const credit = page.getByTestId("osm-credit");
    expect(await credit.textContent()).toBe("Data © OpenStreetMap contributors, available under the Open Database License.");
    expect(await credit.getByRole("link", { name: "OpenStreetMap contributors" }).getAttribute("href")).toBe("https://www.openstreetmap.org/copyright");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
    const flagged = await openPage(e2e, "/church/cornerstone-hill-fellowship", { width: 375, javaScriptEnabled: false });
    expect(await flagged.page.getByRole("region", { name: "Services & Offerings" }).innerText()).toContain("call the office for times");
    await flagged.context.close();
  });

  test("the Spanish profile shows the Spanish name and the credit in Spanish", async () => {
    const { page, context } = await openPage(e2e, "/es/church/st-brigid-of-the-fields-catholic-church", { width: 375, javaScriptEnabled: false });
    expect(await page.locator("h1").textContent()).toBe("Parroquia Santa Brígida");
    expect(await page.title()).toContain("Parroquia Santa Brígida");
    expect(await page.getByTestId("osm-credit").textContent()).toBe("Datos © colaboradores de OpenStreetMap, disponibles bajo la Licencia de Bases de Datos Abierta (ODbL).");
    await context.close();
  });

  test("the about page credits OpenStreetMap's contributors with the licence's link", async () => {
    const { page, context } = await openPage(e2e, "/about", { width: 375, javaScriptEnabled: false });
    expect(await page.getByTestId("osm-credit").getByRole("link", { name: "available under the Open Database License" }).getAttribute("href")).toBe("https://opendatacommons.org/licenses/odbl/");
    await context.close();
  });
});

describe("importing the changed export", () => {
  test("a dry run says what would change and writes nothing; the real run updates exactly that", async () => {
    const db = e2e.server.db();
    const owner = await createUser(db, { role: "owner" });
    db.sqlite.query("update churches set owner_id = ? where name = 'Iglesia Bautista La Esperanza'").run(owner.id);
    const before = db.sqlite.query("select name, phone, website, updated_at as updatedAt from churches order by name").all();

    const dry = runImport(e2e.server.dataDir, "city-export-2.json", "--dry-run");
    expect(dry.out).toStartWith("Dry run, nothing written:");
    expect(db.sqlite.query("select name, phone, website, updated_at as updatedAt from churches order by name").all()).toEqual(before);

    const run = runImport(e2e.server.dataDir, "city-export-2.json");
    const expected = { added: 1, updated: 2, "update requests": 1, linked: 0, unchanged: 6, duplicates: 0, "not in export": 1, "not Christian": 3, "no name or place": 2, unreadable: 0, failed: 0 };
    expect([counts(dry.out), counts(run.out)]).toEqual([expected, expected]);
    const changes = run.out.split("\n").filter((line) => /^(Updated|Update request|Not in this export)/.test(line));
    expect(changes).toEqual([
      "Update request for Iglesia Bautista La Esperanza (node/4100000101), claimed: phone, service times",
      "Updated Mission Hills Methodist Church (way/410000202): website: https://missionhills.example.org → https://www.missionhills.example.org; service times: Sunday 8:30 AM | Sunday 11:00 AM → Sunday 8:30 AM | Sunday 10:00 AM | Sunday 11:00 AM",
      "Updated Cornerstone Hill Fellowship (node/4100000104): step-free entrance: not said → yes",
      "Not in this export: Harvest Point Community Church (node/4100000114): kept; check whether it closed or moved.",
    ]);

    const after = db.sqlite.query("select name, phone from churches where name in ('Iglesia Bautista La Esperanza', 'Harvest Point Community Church', 'Christ the Shepherd Anglican Church') order by name").all();
    expect(after).toEqual([
      { name: "Christ the Shepherd Anglican Church", phone: null },
      { name: "Harvest Point Community Church", phone: null },
      { name: "Iglesia Bautista La Esperanza", phone: "+1 210 555 0141" },
    ]);
    const request = db.sqlite.query("select submitter_name as submitter, phone, update_reason as reason, status from church_update_requests").all();
    expect(request).toEqual([{ submitter: "OpenStreetMap import", phone: "+1 210 555 0149", reason: "OpenStreetMap (node/4100000101) changed: phone, service times.", status: "pending" }]);

    // The admin reads the import's request among the others, with what it proposes.
    const admin = await createUser(db, { role: "admin" });
    const inbox = await openPage(e2e, "/admin?tab=updates", { width: 375, session: createSession(db, admin.id) });
    const item = inbox.page.getByRole("listitem").filter({ hasText: "Iglesia Bautista La Esperanza" });
    expect(await item.innerText()).toContain("From OpenStreetMap import on");
    expect(await item.innerText()).toContain("Reason: OpenStreetMap (node/4100000101) changed: phone, service times.");
    expect(await item.innerText()).toContain("+1 210 555 0149");
    await inbox.context.close();

    // The server notices the other process's writes: the profile shows the new services.
    const { page, context } = await openPage(e2e, "/church/mission-hills-methodist-church", { width: 375, javaScriptEnabled: false });
    expect(serviceList(await page.getByRole("region", { name: "Services & Offerings" }).innerText())).toEqual(expect.arrayContaining(["Sunday", "8:30 AM", "10:00 AM", "11:00 AM"]));
    await context.close();

    // Once more: nothing left to change, and the claimed church's request is not filed twice.
    const again = counts(runImport(e2e.server.dataDir, "city-export-2.json").out);
    expect([again.updated, again["update requests"], again.unchanged, again.added]).toEqual([0, 0, 10, 0]);
    expect(db.sqlite.query("select count(*) as n from church_update_requests").get()).toEqual({ n: 1 });
  }, 60_000);
});
