import { afterAll, expect, test } from "bun:test";
import { addDays, weekdayOf } from "../../src/contract/service-times/calendar-days";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { centralDay } from "../../src/lib/dates";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";

/** 'Cancel or change one date' walked by an owner on a phone without JavaScript, then read by a visitor (docs/service-times.md, Exceptions). */
const e2e = useServerAndBrowser({ SEED: "none" });
const sunday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(centralDay(), n)).find((d) => weekdayOf(d) === "sunday")!;
const contexts: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

test("an owner cancels a Sunday on a phone without JavaScript: a wrong date is refused with what was typed kept, the right one saved, undone, and the visitor's page says it", async () => {
  const db = e2e.server.db();
  const owner = await createUser(db, { username: "changes-owner" });
  const church = createChurch(db, { name: "Changes Chapel", ownerId: owner.id, serviceTimes: [{ day: "sunday", time: "09:00", language: "english", kind: "worship" }, { day: "wednesday", time: "19:00", language: "spanish", kind: "prayer" }] });
  const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  contexts.push(context);
  await context.addCookies([{ name: "sid", value: createSession(db, owner.id), url: e2e.server.url }]);
  const page = await context.newPage();

  await page.goto(`${e2e.server.url}/church-edit/${church.id}`);
  await page.getByRole("link", { name: "Cancel or change one date" }).click();
  await page.getByRole("heading", { name: "Cancel or change one date" }).waitFor();
  // axe runs in the page: the same page with JavaScript, at the same width, nothing wider than the phone.
  const scripted = await e2e.browser.newContext({ viewport: { width: 375, height: 800 } });
  contexts.push(scripted);
  await scripted.addCookies([{ name: "sid", value: createSession(db, owner.id), url: e2e.server.url }]);
  const checked = await scripted.newPage();
  await checked.goto(page.url());
  expect(await axeViolations(checked)).toEqual([]);
  expect(await checked.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByLabel("Service", { exact: true }).selectOption({ label: "Sunday 9:00 AM" });
  await page.getByLabel("Date", { exact: true }).fill(addDays(sunday, 1));
  await page.getByLabel("Note for visitors", { exact: true }).fill("Parish picnic");
  await page.getByRole("button", { name: "Save this change" }).click();
  await page.getByRole("alert").getByText("That service does not happen on that date").waitFor();
  expect(await page.getByLabel("Note for visitors", { exact: true }).inputValue()).toBe("Parish picnic");
  expect(await page.getByLabel("Date", { exact: true }).inputValue()).toBe(addDays(sunday, 1));

  await page.getByLabel("Date", { exact: true }).fill(sunday);
  await page.getByRole("button", { name: "Save this change" }).click();
  await page.getByRole("status").getByText("Saved: visitors see the change now.").waitFor();
  expect(await page.getByTestId("coming-changes").innerText()).toContain("Cancelled: Sunday");

  const visitor = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
  await visitor.goto(`${e2e.server.url}/church/${church.slug}`);
  expect(await visitor.getByTestId("service-notices").innerText()).toMatch(/Cancelled: Sunday, \w{3} \d+, 9:00 AM · Parish picnic/);
  expect(await visitor.getByTestId("next-service").innerText()).not.toContain("Sunday 9:00 AM");
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.close();

  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByRole("status").getByText("Taken back: the service happens as every week.").waitFor();
  expect(await page.getByText("No changes on coming dates.").isVisible()).toBe(true);
});

test("an owner closes the church for a while in Spanish, on a phone, without JavaScript; a line the parser cannot read is refused; the visitor's card and page say closed", async () => {
  const db = e2e.server.db();
  const owner = await createUser(db, { username: "closing-owner" });
  const church = createChurch(db, { name: "Closing Chapel", ownerId: owner.id, serviceTimes: [{ day: "sunday", time: "10:00" }] });
  const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  contexts.push(context);
  await context.addCookies([{ name: "sid", value: createSession(db, owner.id), url: e2e.server.url }]);
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/es/church-edit/${church.id}/changes`);
  const form = page.locator("form").filter({ has: page.getByRole("group", { name: "Un horario temporal o un cierre" }) });
  await form.getByLabel("Primera fecha").fill(centralDay());
  await form.getByLabel("Última fecha").fill(addDays(centralDay(), 9));
  await form.getByLabel("Servicios mientras tanto").fill("Domingo 9:30 AM\ncuando podamos");
  await form.getByRole("button", { name: "Guardar este horario" }).click();
  await page.getByRole("alert").getByText(/Escriba cada servicio en su propia línea/).waitFor();
  expect(await form.getByLabel("Servicios mientras tanto").inputValue()).toBe("Domingo 9:30 AM\ncuando podamos");

  await form.getByLabel(/Cerrada por un tiempo/).check();
  await form.getByLabel("Servicios mientras tanto").fill("");
  await form.getByLabel("Nota sobre este periodo", { exact: true }).fill("Meeting in the parish hall");
  await form.getByLabel("Nota sobre este periodo, en español (opcional)").fill("Reunidos en el salón parroquial");
  await form.getByRole("button", { name: "Guardar este horario" }).click();
  await page.getByRole("status").getByText("Guardado: los visitantes ya ven el horario.").waitFor();
  expect(await page.getByTestId("current-schedules").innerText()).toContain("Cerrado: hasta el");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const visitor = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
  await visitor.goto(`${e2e.server.url}/directory?search=closing`);
  expect(await visitor.getByText(/^Closed until \w{3} \d+ · Meeting in the parish hall$/).isVisible()).toBe(true);
  await visitor.goto(`${e2e.server.url}/es/church/${church.slug}`);
  expect(await visitor.getByTestId("service-notices").innerText()).toMatch(/^Cerrado: hasta el \d+ \w{3} · Reunidos en el salón parroquial$/);
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.close();
});
