import { describe, expect, test } from "bun:test";
import { churches } from "../../src/db/schema";
import { createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";

/**
 * The forms that carry a secret or change state, with JavaScript switched off
 * (docs/decisions/0046-hardening-round-3.md, forms without scripts): each posts to its page, a
 * password never reaches an address, and the answer is the next page or the form again with its
 * messages and what was typed (never the password). Reset, account settings, claim and the edit
 * form are walked without JavaScript in password-reset, account-settings, claims and service-rows.
 */
const e2e = useServerAndBrowser({ SEED: "none" });

/** A browser without JavaScript, at a phone's width or a desktop's, that remembers every address it asked for. */
async function scriptless(width = 1280, session?: string) {
  const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  if (session) await context.addCookies([{ name: "sid", value: session, url: e2e.server.url }]);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  return { context, page, asked };
}

describe("without JavaScript", () => {
  test("sign in at a phone's width: a wrong password says so and keeps the name, the right one opens the dashboard; no password in any address", async () => {
    await createUser(e2e.server.db(), { username: "scriptless-owner", password: "right password 1" });
    const { context, page, asked } = await scriptless(375);
    await page.goto(`${e2e.server.url}/login`);
    await page.getByLabel("Username").fill("scriptless-owner");
    await page.getByLabel("Password").fill("wrong password 1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid credentials").waitFor();
    expect(await page.getByLabel("Username").inputValue()).toBe("scriptless-owner");
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    await page.getByLabel("Password").fill("right password 1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${e2e.server.url}/dashboard`);
    expect(asked.filter((url) => /password/i.test(url))).toEqual([]);
    await context.close();
  });

  test("/es/login signs in to the Spanish dashboard", async () => {
    await createUser(e2e.server.db(), { username: "sin-script", password: "clave correcta 1" });
    const { context, page, asked } = await scriptless();
    await page.goto(`${e2e.server.url}/es/login`);
    await page.getByLabel("Nombre de usuario").fill("sin-script");
    await page.getByLabel("Contraseña").fill("clave correcta 1");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL(`${e2e.server.url}/es/dashboard`);
    expect(asked.filter((url) => /password|clave/i.test(url))).toEqual([]);
    await context.close();
  });

  test("register: the messages at their fields, what was typed kept but the passwords; then the account and its dashboard", async () => {
    const { context, page, asked } = await scriptless();
    await page.goto(`${e2e.server.url}/register`);
    await page.getByLabel("Username").fill("scriptless-new");
    await page.getByLabel("Email", { exact: true }).fill("scriptless-new@example.org");
    await page.getByLabel("Password", { exact: true }).fill("first secret");
    await page.getByLabel("Confirm password").fill("other secret");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Passwords don't match").waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("scriptless-new@example.org");
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("Password", { exact: true }).fill("first secret");
    await page.getByLabel("Confirm password").fill("first secret");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${e2e.server.url}/dashboard`);
    expect(asked.filter((url) => /secret|password/i.test(url))).toEqual([]);
    await context.close();
  });

  test("the admin door: a wrong password in one alert, the right one opens /admin", async () => {
    await createUser(e2e.server.db(), { username: "scriptless-admin", role: "admin", password: "admin password 1" });
    const { context, page, asked } = await scriptless();
    await page.goto(`${e2e.server.url}/admin/login`);
    await page.getByLabel("Username").fill("scriptless-admin");
    await page.getByLabel("Password").fill("not it");
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await page.getByRole("alert").first().textContent()).toBe("Invalid credentials");
    await page.getByLabel("Password").fill("admin password 1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${e2e.server.url}/admin`);
    expect(asked.filter((url) => /password/i.test(url))).toEqual([]);
    await context.close();
  });

  test("a new church: the submission form posts, and the dashboard says it was received", async () => {
    const db = e2e.server.db();
    const owner = await createUser(db, { username: "scriptless-submitter" });
    const { context, page } = await scriptless(1280, createSession(db, owner.id));
    await page.goto(`${e2e.server.url}/church-submission`);
    const form = page.getByRole("form", { name: "Submit your church" });
    await form.getByLabel("Church name").fill("Scriptless Chapel");
    await form.getByLabel("Denomination").selectOption("Baptist");
    await form.locator("#church-description").fill("A small chapel that meets on Sunday mornings.");
    await form.getByLabel("Street address").fill("100 Main Plaza, San Antonio, TX");
    await form.getByLabel("ZIP code").fill("78205");
    await form.getByLabel("Area").selectOption("Downtown");
    await form.getByLabel("Day of service time 1").selectOption("sunday");
    await form.getByLabel("Time of service time 1").fill("10:00");
    await form.getByRole("button", { name: "Submit Church" }).click();
    await page.waitForURL(/\/dashboard\?saved=created$/);
    expect(await page.getByText("Church Submitted Successfully").isVisible()).toBe(true);
    expect(db.select().from(churches).all().find((c) => c.name === "Scriptless Chapel")?.status).toBe("pending");
    await context.close();
  });
});
