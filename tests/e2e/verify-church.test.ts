import { beforeAll, expect, test } from "bun:test";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";
import { createChurch } from "../../src/db/seed/factories";
import { churchUpdateRequests } from "../../src/db/schema";

const e2e = useServerAndBrowser({ SEED: "none" });
let churchId: number;
beforeAll(() => {
  churchId = createChurch(e2e.server.db(), { name: "Grace Baptist Church", slug: "grace" }).id;
});

test("a representative asks for an update from the profile: required fields checked, service rows added and removed", async () => {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/church/grace`);
  await page.getByRole("link", { name: "Is this your church? Update its listing" }).click();
  await page.waitForURL(new RegExp(`/verify-church/${churchId}$`));
  await hydrated(page);
  const form = page.getByRole("form", { name: "Request an update" });
  await form.getByRole("button", { name: "Submit Update Request" }).click();
  for (const text of ["Your name is required", "Please enter a valid email address", "Please specify your role", "Please explain why this update is needed (at least 10 characters)"]) {
    expect(await form.getByText(text).isVisible()).toBe(true);
  }
  // The rows start as the church's one service, which cannot be removed while it is the only one.
  expect(await form.getByLabel("Time of service time 1").inputValue()).toBe("10:00");
  expect(await form.getByRole("button", { name: /^Remove service time/ }).count()).toBe(0);
  await form.getByRole("button", { name: "Add Another Service Time" }).click();
  await form.getByRole("button", { name: "Add Another Service Time" }).click();
  expect(await form.getByLabel(/^Day of service time/).count()).toBe(3);
  await form.getByRole("button", { name: "Remove service time 3" }).click();
  expect(await form.getByLabel(/^Day of service time/).count()).toBe(2);
  // The description is a text area like the Spanish one, and a time shows whole ('09:00 AM').
  expect(await form.getByLabel("Description", { exact: true }).evaluate((e) => e.tagName)).toBe("TEXTAREA");
  await form.getByLabel("Time of service time 1").fill("09:00");
  expect(await form.getByLabel("Time of service time 1").evaluate((e) => e.getBoundingClientRect().width)).toBeGreaterThanOrEqual(160);
  await form.getByLabel("Your name").fill("Ana Ruiz");
  await form.getByLabel("Your email").fill("ana@example.org");
  await form.getByLabel("Your role").selectOption("Church staff");
  await form.getByLabel("Reason for update").fill("We added an early service.");
  await form.getByRole("button", { name: "Submit Update Request" }).click();
  // Back on the church's page, the confirmation in place.
  await page.waitForURL((url) => url.pathname === "/church/grace" && url.search === "?sent=update");
  expect(await page.getByRole("status").filter({ hasText: "Update Request Submitted" }).isVisible()).toBe(true);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Grace Baptist Church");
  const [row] = e2e.server.db().select().from(churchUpdateRequests).all();
  expect(row).toMatchObject({ churchId, submitterRole: "staff", status: "pending" });
  expect(row!.serviceRows!.map((r) => [r.day, r.time, r.needsReview])).toEqual([["sunday", "09:00", false]]);
  await context.close();
}, 60_000);

test("axe finds no serious or critical violation on the update request page", async () => {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/verify-church/${churchId}`);
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test("on a phone, the Spanish form proposes a Spanish description, with and without JavaScript", async () => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/es/verify-church/${churchId}`);
    if (javaScriptEnabled) await hydrated(page);
    const form = page.getByRole("form", { name: "Solicitar una actualización" });
    const spanish = `Una iglesia acogedora${javaScriptEnabled ? "" : " sin JavaScript"}.`;
    await form.getByLabel("Descripción en español (opcional)").fill(spanish);
    await form.getByLabel("Su nombre").fill("Ana Ruiz");
    await form.getByLabel("Su correo electrónico").fill("ana@example.org");
    await form.getByLabel("Su función").selectOption("Pastor / Sacerdote");
    await form.getByLabel("Motivo de la actualización").fill("Ya recibimos a hispanohablantes.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await form.getByRole("button", { name: "Enviar solicitud de actualización" }).click();
    await page.waitForURL((url) => url.pathname === "/es/church/grace" && url.search === "?sent=update");
    await page.getByRole("status").filter({ hasText: "Solicitud de actualización enviada" }).waitFor();
    await page.screenshot({ path: `/tmp/shots/34-update-sent-375-es-${javaScriptEnabled ? "js" : "nojs"}.png` });
    const rows = e2e.server.db().select().from(churchUpdateRequests).all();
    expect(rows.at(-1)!.descriptionEs).toBe(spanish);
    await context.close();
  }
}, 60_000);

test("a church with many services: the request starts from their lines, one edited is proposed with the rest as they were", async () => {
  const db = e2e.server.db();
  const church = createChurch(db, { name: "Many Masses Parish", slug: "many-masses", services: ["Sunday 8:00 AM · Mass", "Sunday 10:00 AM · Mass", "Sunday 12:00 PM · Spanish · Mass", "Saturday 5:00 PM · Mass"] });
  const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/es/verify-church/${church.id}`);
  await hydrated(page);
  expect(await page.getByRole("listitem").filter({ hasText: "Domingo 12:00 p. m. · Español · Misa" }).count()).toBe(1);
  expect(await page.getByLabel(/^Día del horario/).count()).toBe(0);
  await page.getByRole("button", { name: "Editar horario 4", exact: true }).click();
  await page.getByLabel("Hora del horario 4").fill("17:30");
  await page.getByLabel("Su nombre").fill("Ana Ruiz");
  await page.getByLabel("Su correo electrónico").fill("ana@example.org");
  await page.getByLabel("Su función").selectOption("staff");
  await page.getByLabel("Motivo de la actualización").fill("La misa del sábado cambió de hora.");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Enviar solicitud de actualización" }).click();
  await page.waitForURL((url) => url.search === "?sent=update");
  const row = db.select().from(churchUpdateRequests).all().find((r) => r.churchId === church.id)!;
  expect(row.serviceRows!.map((r) => [r.day, r.time])).toEqual([["sunday", "08:00"], ["sunday", "10:00"], ["sunday", "12:00"], ["saturday", "17:30"]]);
  await context.close();
}, 60_000);
