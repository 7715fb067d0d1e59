import { describe, expect, test } from "bun:test";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { hydrated } from "../helpers/pages";

const e2e = useServerAndBrowser({ SEED: "none" });

describe("the owner's shared pieces in Spanish", () => {
  test("on /es/church-edit the service rows add and remove in Spanish, and the image upload speaks Spanish, at 375 px without console errors", async () => {
    const db = e2e.server.db();
    const owner = await createUser(db, { role: "owner" });
    const church = createChurch(db, { name: "Iglesia del Valle", ownerId: owner.id, isPremium: true, services: ["Sunday 11:30 AM"] });
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 740 } });
    await context.addCookies([{ name: "sid", value: createSession(db, owner.id), url: e2e.server.url }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${e2e.server.url}/es/church-edit/${church.id}`);
    await hydrated(page);

    await page.getByRole("button", { name: "Agregar otro horario" }).click();
    const second = page.getByRole("group", { name: "Horario 2" });
    await second.getByLabel("Día").selectOption({ label: "Miércoles" });
    expect(await second.getByLabel("Día").inputValue()).toBe("wednesday");
    await second.getByRole("button", { name: "Quitar horario 2" }).click();
    expect(await page.getByRole("group", { name: "Horario 2" }).count()).toBe(0);

    await page.getByRole("button", { name: "Agregar un servicio especial" }).click();
    expect(await page.getByRole("group", { name: "Servicio especial 1" }).getByLabel("Ocasión").isVisible()).toBe(true);

    // A file that is not an image is refused before anything is sent, in the page's language.
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Elegir una imagen" }).first().click();
    await (await chooser).setFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
    await page.getByText("Ese archivo no es una imagen que podamos leer.", { exact: false }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
