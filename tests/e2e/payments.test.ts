import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { churches, payments } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";
import { png } from "../fixtures/images";
import { formatLongDate, formatShortDate } from "../../src/contract/dates";

// No Stripe keys, PAYMENTS=demo: the demo provider takes the payments, through the same fulfilment code.
const e2e = useServerAndBrowser({ SEED: "none", PAYMENTS: "demo" });

async function signedInAs(role: "owner" | "admin", church?: Parameters<typeof createChurch>[1]) {
  const db = e2e.server.db();
  const user = await createUser(db, { role });
  const made = church ? createChurch(db, { ...church, ownerId: user.id }) : null;
  const context = await e2e.browser.newContext();
  await context.addCookies([{ name: "sid", value: createSession(db, user.id), url: e2e.server.url }]);
  const page = await context.newPage();
  page.on("dialog", (dialog) => void dialog.accept());
  return { db, user, church: made, context, page };
}

async function open(page: Page, path: string) {
  await page.goto(e2e.server.url + path);
  await hydrated(page);
}

async function payWith(page: Page, card: string, submit = "Pay Now") {
  const form = page.getByRole("form", { name: "Payment" });
  await form.getByLabel("Card number").fill(card);
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: submit }).click();
}

describe("paying with the demo provider", () => {
  test("a declined card changes nothing; the test card features the church; cancelling ends it", async () => {
    const { db, church, context, page } = await signedInAs("owner", { name: "Paying Parish Church" });
    await open(page, "/checkout?plan=featured&billing=monthly");
    expect(await page.getByRole("link", { name: "Featured, monthly" }).getAttribute("aria-current")).toBe("page");
    await page.getByText("Demo checkout:").waitFor();
    expect(await page.getByText("Featured Church Listing - 1 Month").first().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await payWith(page, "4000 0000 0000 0002");
    await page.getByTestId("toast").filter({ hasText: "Payment Failed" }).waitFor();
    // The provider's message stays at the form after the toast is gone.
    const failure = page.getByRole("form", { name: "Payment" }).getByRole("alert");
    expect(await failure.textContent()).toBe("Payment Failed: Your card was declined.");
    await page.getByTestId("toast").waitFor({ state: "detached" });
    expect(await failure.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(db.select().from(churches).where(eq(churches.id, church!.id)).get()!.featured).toBe(false);
    expect(db.select().from(payments).all()).toHaveLength(0);

    await payWith(page, "4242 4242 4242 4242");
    await page.waitForURL(/\/payment-success\?/);
    await page.getByTestId("toast").filter({ hasText: "Payment Received" }).waitFor();
    expect(await page.getByTestId("toast").filter({ hasText: "Payment Processing" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Payment Successful" }).isVisible()).toBe(true);
    const receipt = page.getByRole("article", { name: /^Receipt \d{4}-\d{4}$/ });
    await receipt.waitFor();
    const paid = db.select().from(payments).get()!;
    for (const text of ["$19.00", "Featured Listing (Featured Church Listing - 1 Month)", "Paying Parish Church", formatLongDate(paid.createdAt), `${formatShortDate(paid.createdAt)} to ${formatShortDate(paid.periodEnd!)}`, "Paid", "Visa ending in 4242"]) {
      expect(await receipt.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    expect(await receipt.getByRole("button", { name: "Print" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "See Featured Churches" }).getAttribute("href")).toBe("/featured");
    expect(await axeViolations(page)).toEqual([]);

    await open(page, "/directory?search=paying");
    const card = page.getByTestId("church-card").filter({ hasText: "Paying Parish Church" });
    expect(await card.getByText("Featured", { exact: true }).isVisible()).toBe(true);

    await open(page, "/dashboard?tab=billing");
    await page.getByText("Featured Church Listing - 1 Month · Active").waitFor();
    const history = page.getByRole("table", { name: "Payments, newest first" });
    const row = history.getByRole("row").nth(1);
    expect(await row.getByRole("cell").allTextContents()).toEqual([formatShortDate(paid.createdAt), "Featured Church Listing - 1 Month", "$19.00", "Paid", "Receipt"]);
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole("link", { name: /^Receipt \d{4}-\d{4}$/ }).click();
    await page.waitForURL(new RegExp(`/dashboard/receipts/${paid.id}$`));
    await hydrated(page);
    await page.getByRole("article", { name: /^Receipt / }).getByText("Paying Parish Church").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // A Featured Listing is visibility only: the owner sees what it gives, what Premium adds, and no analytics.
    await open(page, "/dashboard");
    await page.getByText("Your church has a Featured Listing: it is shown before other churches in search results").waitFor();
    expect(await page.getByRole("listitem").filter({ hasText: "Monthly performance reports" }).isVisible()).toBe(true);
    await open(page, "/dashboard?tab=analytics");
    await page.getByText("Detailed analytics come with premium membership.").waitFor();
    await open(page, "/dashboard?tab=billing");
    await page.getByText("To move up, cancel your Featured Listing here, then").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Cancel Plan" }).click();
    await page.getByText("Plan Cancelled").waitFor();
    expect(db.select().from(churches).where(eq(churches.id, church!.id)).get()).toMatchObject({ featured: false, isPremium: false });
    await open(page, "/directory?search=paying");
    expect(await page.getByTestId("church-card").filter({ hasText: "Paying Parish Church" }).getByText("Featured", { exact: true }).count()).toBe(0);
    await context.close();
  });

  test("premium membership from the dashboard: /subscribe, then /thanks welcomes", async () => {
    const { context, page } = await signedInAs("owner", { name: "Premium Seeker Church" });
    await open(page, "/dashboard?tab=billing");
    await page.getByRole("button", { name: /^Yearly: \$490 per year$/ }).click();
    await page.waitForURL(/\/subscribe\?billing=yearly$/);
    await hydrated(page);
    expect(await page.getByRole("heading", { name: "Feature Your Church" }).isVisible()).toBe(true);
    await page.getByText("Demo checkout:").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await payWith(page, "4242424242424242", "Subscribe Now");
    await page.waitForURL(/\/thanks$/);
    await page.getByText("Welcome to Premium!").waitFor();
    await page.getByTestId("toast").filter({ hasText: "Subscription Active" }).waitFor();
    await open(page, "/dashboard");
    await page.getByText("Your church has Premium Membership: it is featured, and you get visitor analytics and monthly performance reports.").waitFor();
    await open(page, "/dashboard?tab=analytics");
    expect(await page.getByText("Detailed analytics come with premium membership.").count()).toBe(0);
    await context.close();
  });

  test("a banner ad: details, payment, an admin's approval, then the directory shows it", async () => {
    const advertiser = await signedInAs("owner");
    await open(advertiser.page, "/checkout?plan=banner&billing=monthly");
    const details = advertiser.page.getByRole("form", { name: "Banner details" });
    // The image goes with the details: uploaded when they are sent (docs/decisions/0059-forms-without-losses.md).
    await advertiser.page.locator("#banner-image").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await png(1200, 300) });
    await details.getByText("It is uploaded when you send the form.").waitFor();
    await details.getByLabel("Link address").fill("https://bookstore.example.org");
    await details.getByLabel(/alt text/).fill("Alamo Christian Bookstore: books and gifts");
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    await advertiser.page.getByText("Banner Advertisement - 1 Month").waitFor();
    await payWith(advertiser.page, "4242 4242 4242 4242");
    await advertiser.page.waitForURL(/\/payment-success\?/);
    await advertiser.context.close();

    const admin = await signedInAs("admin");
    await open(admin.page, "/admin?tab=banners");
    await admin.page.getByRole("button", { name: "Approve banner: Alamo Christian Bookstore: books and gifts" }).click();
    await admin.page.getByText("Banner approved").waitFor();
    await open(admin.page, "/directory");
    const ad = admin.page.getByRole("region", { name: "Advertisement" }).getByRole("link");
    expect(await ad.getAttribute("href")).toBe("https://bookstore.example.org");
    expect(await ad.getByRole("img", { name: "Alamo Christian Bookstore: books and gifts" }).isVisible()).toBe(true);

    await open(admin.page, "/billing-test");
    await admin.page.getByText("Demo provider (no Stripe key)").waitFor();
    expect(await admin.page.getByRole("button", { name: "Run Step 2" }).isDisabled()).toBe(true);
    await admin.page.getByRole("button", { name: "Run Step 1" }).click();
    await admin.page.getByText(/^accountId: demo_customer_\d+$/).waitFor();
    await admin.page.getByRole("button", { name: "Run Step 2" }).click();
    expect(await admin.page.getByRole("link", { name: "Open Checkout Page" }).getAttribute("href")).toBe("/subscribe?billing=monthly");
    expect(await axeViolations(admin.page)).toEqual([]);
    await admin.context.close();
  });

  test("signed out, checkout asks to sign in; /cancelled says nothing was charged", async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await open(page, "/checkout?plan=featured&billing=annual");
    await page.getByRole("heading", { name: "Sign in to pay" }).waitFor();
    expect(await page.getByRole("link", { name: "Featured, yearly (save 20%)" }).getAttribute("aria-current")).toBe("page");
    await open(page, "/cancelled");
    expect(await page.getByText("No charges have been made.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Contact Us" }).last().getAttribute("href")).toBe("/contact");
    await page.goto(`${e2e.server.url}/billing-test`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await context.close();
  });
});

describe("states that are not failures", () => {
  test("an anonymous visitor on /advertise and /subscribe: one session look-up, no 401, no console error, an explanation instead of 'Setup Failed'", async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const userCalls: string[] = [];
    const problems: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/user") || path.startsWith("/api/auth") || path === "/api/create-subscription") userCalls.push(path);
    });
    page.on("console", (message) => void (message.type() === "error" && problems.push(message.text())));
    await open(page, "/advertise");
    await page.waitForLoadState("networkidle");
    expect(userCalls).toEqual(["/api/auth/session"]);
    expect(await page.getByRole("link", { name: "List Your Church Free" }).first().getAttribute("href")).toBe("/register");

    userCalls.length = 0;
    await open(page, "/subscribe?billing=monthly");
    await page.getByText("Sign in with the account that owns your church to subscribe").waitFor();
    expect(await page.getByRole("link", { name: "Sign In" }).last().getAttribute("href")).toBe("/login");
    expect(userCalls).toEqual(["/api/auth/session"]);
    expect(await page.getByTestId("toast").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("an owner with a Featured Listing is told how to move to Premium on /subscribe, without an error toast; an admin's Dashboard link leads to /admin", async () => {
    const { context, page } = await signedInAs("owner", { name: "Already Premium Church" });
    await open(page, "/checkout?plan=featured&billing=monthly");
    await payWith(page, "4242 4242 4242 4242");
    await page.waitForURL(/\/payment-success\?/);
    await open(page, "/subscribe?billing=monthly");
    await page.getByText("Your church has a Featured Listing. To move to Premium Membership, cancel it under Billing in your dashboard, then subscribe.").waitFor();
    expect(await page.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(await page.getByTestId("toast").filter({ hasText: "Setup Failed" }).count()).toBe(0);
    await context.close();

    const admin = await signedInAs("admin");
    await open(admin.page, "/about");
    expect(await admin.page.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/admin");
    await admin.context.close();
  });
});

describe("receipts and plans on every screen", () => {
  test("/payment-success without JavaScript, or signed out, says where receipts are kept; another owner's receipt is not shown", async () => {
    const noScript = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(`${e2e.server.url}/payment-success?session_id=in_demo_anything_1`);
    expect(await page.getByText("Your receipts are kept in your dashboard, under Billing.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Billing" }).getAttribute("href")).toBe("/dashboard?tab=billing");
    await noScript.close();

    const signedOut = await e2e.browser.newContext();
    const visitor = await signedOut.newPage();
    await open(visitor, "/payment-success?session_id=in_demo_anything_1");
    await visitor.getByText("Sign in to see this receipt. Your receipts are kept in your dashboard, under Billing.").waitFor();
    await signedOut.close();

    const payer = await signedInAs("owner", { name: "Someone Else's Church" });
    await open(payer.page, "/checkout?plan=featured&billing=monthly");
    await payWith(payer.page, "4242 4242 4242 4242");
    await payer.page.waitForURL(/\/payment-success\?/);
    const paid = payer.db.select().from(payments).all().at(-1)!;
    await payer.context.close();
    const other = await signedInAs("owner");
    await open(other.page, `/dashboard/receipts/${paid.id}`);
    await other.page.getByText("This receipt was not found in your account.").waitFor();
    expect(await other.page.getByText("Someone Else's Church").count()).toBe(0);
    await other.context.close();
  });

  for (const width of [375, 1280]) {
    test(`/advertise at ${width} px: three distinct plans of even height and one comparison table, by keyboard and axe-clean`, async () => {
      const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await open(page, "/advertise");
      const table = page.getByRole("table", { name: "What each plan gives" });
      expect(await table.getByRole("columnheader").allTextContents()).toEqual(["What you get", "Basic", "Featured Listing", "Premium Membership", "Banner Advertisement"]);
      // Featured is visibility; Premium adds what the owner learns; every mark has words for screen readers.
      const first = table.getByRole("row", { name: /Shown before other churches in search results/ });
      expect(await first.getByRole("cell").allTextContents()).toEqual(["—Not included", "✓Included", "✓Included", "—Not included"]);
      const reports = table.getByRole("row", { name: /Monthly performance reports/ });
      expect(await reports.getByRole("cell").allTextContents()).toEqual(["—Not included", "—Not included", "✓Included", "—Not included"]);
      expect(await table.getByRole("row", { name: /^Price/ }).getByRole("cell").allTextContents()).toEqual(["Free", "$19 per month or $190 per year", "$49 per month or $490 per year", "$99 per month"]);
      expect(await page.getByText("Tier").count()).toBe(0);
      // The page never scrolls sideways; the table scrolls inside its own box, which the keyboard reaches.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const box = page.getByRole("region", { name: "What each plan gives" });
      if (width === 375) expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await box.focus();
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
      // Three paid plans: stacked on a phone, one row of equal cards on a desktop.
      const cards = await page.getByTestId("plan").evaluateAll((els) => els.map((c) => c.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), height: Math.round(r.height) })));
      expect(cards).toHaveLength(3);
      if (width === 1280) {
        expect(new Set(cards.map((c) => c.height)).size).toBe(1);
        expect(new Set(cards.map((c) => c.top)).size).toBe(1);
      } else {
        expect(cards[1]!.top).toBeGreaterThan(cards[0]!.top + cards[0]!.height - 1);
      }
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test("/advertise without JavaScript: the plans, the table and every buy link", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/advertise`);
    expect(await page.getByRole("table", { name: "What each plan gives" }).isVisible()).toBe(true);
    const buyLinks: [string, string][] = [
      ["Buy a featured listing", "/checkout?plan=featured&billing=monthly"],
      ["Become a premium member", "/subscribe"],
      ["Buy a banner", "/checkout?plan=banner&billing=monthly"],
    ];
    for (const [name, href] of buyLinks) {
      expect(await page.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    await context.close();
  });
});
