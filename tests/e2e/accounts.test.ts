import { describe, expect, test } from "bun:test";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, holdHydration, hydrated } from "../helpers/pages";
import { eq } from "drizzle-orm";
import { churches } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";

const e2e = useServerAndBrowser({ SEED: "none" });

async function open(path: string) {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  await page.goto(e2e.server.url + path);
  await hydrated(page);
  return { page, context };
}

describe("owner accounts", () => {
  test("registration checks every field, creates the account and opens the dashboard; logout signs out", async () => {
    const { page, context } = await open("/register");
    const form = page.getByRole("form", { name: "Create account" });
    await form.getByLabel("Username").fill("ab");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Password", { exact: true }).fill("12345");
    await form.getByLabel("Confirm password").fill("54321");
    await form.getByRole("button", { name: "Create Account" }).click();
    for (const text of ["Username must be at least 3 characters", "Please enter a valid email address", "Password must be at least 6 characters"]) {
      expect(await form.getByText(text).isVisible()).toBe(true);
    }
    await form.getByLabel("Password", { exact: true }).fill("secret-enough");
    await form.getByLabel("Confirm password").fill("secret-other");
    await form.getByLabel("Username").fill("maria");
    await form.getByLabel("Email").fill("maria@example.org");
    await form.getByRole("button", { name: "Create Account" }).click();
    expect(await form.getByText("Passwords don't match").isVisible()).toBe(true);
    await form.getByLabel("Confirm password").fill("secret-enough");
    await form.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(/\/dashboard$/);
    await hydrated(page);
    await page.getByRole("heading", { name: "Welcome, maria" }).waitFor();
    expect(await page.getByRole("link", { name: "Add New Church" }).getAttribute("href")).toBe("/church-submission");
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).isVisible()).toBe(true);
    await page.getByRole("tab", { name: "Analytics" }).click();
    expect(await page.getByText("Detailed analytics come with premium membership.").isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("analytics");
    // No church yet: no plan to speak of, but where to start.
    await page.getByRole("tab", { name: "Billing" }).click();
    await page.getByText("Paid plans are for a church listed in the directory: first add or claim yours.").waitFor();
    expect(await page.getByRole("tabpanel").getByRole("link", { name: "Add or claim your church" }).getAttribute("href")).toBe("/church-submission");
    expect(await page.getByRole("tabpanel").textContent()).not.toMatch(/Basic (listing|plan)/);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto(`${e2e.server.url}/dashboard`);
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  test("a wrong password shows 'Login Failed' with 'Invalid credentials'; the right one signs in", async () => {
    await createUser(e2e.server.db(), { username: "pastor", password: "correct-horse" });
    const { page, context } = await open("/login");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByRole("button", { name: "Sign In" }).click();
    expect(await form.getByText("Username is required").isVisible()).toBe(true);
    expect(await form.getByText("Password is required").isVisible()).toBe(true);
    await form.getByLabel("Username").fill("pastor");
    await form.getByLabel("Password").fill("wrong");
    await form.getByRole("button", { name: "Sign In" }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "Login Failed" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Invalid credentials");
    await form.getByLabel("Password").fill("correct-horse");
    await form.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  for (const [width, lang] of [[1280, "en"], [375, "es"]] as const) {
    test(`${width}px ${lang}: what is typed into the sign-in form before the page has finished loading is kept and signs in`, async () => {
      await createUser(e2e.server.db(), { username: `early-${lang}`, password: "correct-horse" });
      const context = await e2e.browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      // React's entry is held back until the visitor has typed.
      const release = await holdHydration(page);
      await page.goto(`${e2e.server.url}${lang === "es" ? "/es" : ""}/login`, { waitUntil: "domcontentloaded" });
      const [username, password, signIn] = lang === "en" ? ["Username", "Password", "Sign In"] : ["Nombre de usuario", "Contraseña", "Iniciar sesión"];
      await page.getByLabel(username!).fill(`early-${lang}`);
      await page.getByLabel(password!, { exact: true }).fill("correct-horse");
      release();
      await hydrated(page);
      expect(await page.getByLabel(username!).inputValue()).toBe(`early-${lang}`);
      expect(await page.getByLabel(password!, { exact: true }).inputValue()).toBe("correct-horse");
      await page.getByRole("button", { name: signIn, exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      await context.close();
    });
  }

  test("on a phone, the owner sees how old the service times are and confirms them: 'These times are still right'", async () => {
    const db = e2e.server.db();
    const owner = await createUser(db, { username: "tomas" });
    const church = createChurch(db, { name: "San Fernando Test Parish", ownerId: owner.id, servicesConfirmedAt: new Date(Date.now() - 400 * 86_400_000) });
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 740 } });
    await context.addCookies([{ name: "sid", value: createSession(db, owner.id), url: e2e.server.url }]);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/dashboard`);
    await hydrated(page);
    await page.getByText("Service times last confirmed over a year ago.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const confirm = page.getByRole("button", { name: "These times are still right" });
    expect(await page.getByRole("link", { name: "Change the times" }).getAttribute("href")).toBe(`/church-edit/${church.id}`);
    expect(await page.getByRole("link", { name: "Cancel or change one date" }).getAttribute("href")).toBe(`/church-edit/${church.id}/changes`);
    await confirm.focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("toast").filter({ hasText: "Service times confirmed" }).waitFor();
    await page.getByText("Service times last confirmed today.").waitFor();
    const stamped = db.select({ at: churches.servicesConfirmedAt }).from(churches).where(eq(churches.id, church.id)).get()!.at!;
    expect(Date.now() - stamped.getTime()).toBeLessThan(60_000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Back from the same form posted without JavaScript: the dashboard says it is done, once.
    await page.goto(`${e2e.server.url}/dashboard?confirmed=services`);
    await hydrated(page);
    await page.getByTestId("toast").filter({ hasText: "Service times confirmed" }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  test("axe finds no serious or critical violation on the sign-in page", async () => {
    const { page, context } = await open("/login");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
