import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { HONEYPOT_FIELD } from "../contract/form-guard";
import { contactMessages } from "../db/schema";
import { createChurch, createSession, createUser } from "../db/seed/factories";
import { SpamGuard } from "../../web/components/SpamGuard";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../tests/helpers/test-app";

/**
 * What the Nu HTML Checker reported in issue 33 (item 9, docs/decisions/0056-html-audit-signed-in.md),
 * read from the HTML the server sends, with a real HTML parser (HTMLRewriter), as a browser gets it.
 */
let app: TestApp;
let owner = "";
/** An owner without a church yet: one who has a church is told the one-church rule instead of a claim form (decision 0059). */
let newcomer = "";
let admin = "";
let church = 0;
let unowned = 0;
beforeAll(async () => {
  app = await createTestApp({ FORM_MIN_SECONDS: "0" });
  const rosa = await createUser(app.db, { username: "rosa" });
  owner = `sid=${createSession(app.db, rosa.id)}`;
  newcomer = `sid=${createSession(app.db, (await createUser(app.db, { username: "newcomer" })).id)}`;
  admin = `sid=${createSession(app.db, (await createUser(app.db, { username: "boss", role: "admin" })).id)}`;
  church = createChurch(app.db, { ownerId: rosa.id, status: "approved" }).id;
  unowned = createChurch(app.db, { status: "approved" }).id;
});
afterAll(() => app.close());

const served = async (path: string, cookie?: string) => {
  const res = await app.request(path, cookie ? { headers: { cookie } } : {});
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  return res.text();
};
/** Each element the selector matches, as its attributes. */
async function select(html: string, selector: string): Promise<Record<string, string>[]> {
  const found: Record<string, string>[] = [];
  await new HTMLRewriter().on(selector, { element: (el) => void found.push(Object.fromEntries(el.attributes)) }).transform(new Response(html)).text();
  return found;
}
const both = (paths: string[]) => [...paths, ...paths.map((p) => `/es${p}`)];

describe("the honeypot", () => {
  const forms = () => both(["/contact", "/register", `/verify-church/${unowned}`, `/claim-church/${unowned}`]);

  test("no served form has a label with aria-hidden around a control; the honeypot sits in an aria-hidden container, out of the tab order", async () => {
    for (const path of forms()) {
      const html = await served(path, newcomer);
      expect({ path, labels: await select(html, "label[aria-hidden] input, label[aria-hidden] select, label[aria-hidden] textarea") }).toEqual({ path, labels: [] });
      const trap = await select(html, `[aria-hidden="true"] label input[name="${HONEYPOT_FIELD}"]`);
      expect({ path, trap }).toEqual({ path, trap: [{ name: HONEYPOT_FIELD, tabindex: "-1", autocomplete: "off", value: "" }] });
    }
  });

  test("the forms the browser draws (the event form) take the same markup", async () => {
    const html = renderToStaticMarkup(createElement(SpamGuard, { token: "t" }));
    expect(await select(html, "label[aria-hidden]")).toEqual([]);
    expect((await select(html, `div.visually-hidden[aria-hidden="true"] > label > input[name="${HONEYPOT_FIELD}"]`)).map((a) => a.tabindex)).toEqual(["-1"]);
  });

  test("filled in by a bot posting the served form without JavaScript, it is answered like a success and nothing is kept", async () => {
    const html = await served("/contact");
    const fields = Object.fromEntries((await select(html, "#contact-form input[name], form[action='/contact'] input[name]")).map((a) => [a.name!, a.value ?? ""]));
    expect(Object.keys(fields)).toContain(HONEYPOT_FIELD);
    const before = app.db.select().from(contactMessages).all().length;
    const body = new URLSearchParams({ ...fields, name: "Bot", email: "bot@example.org", subject: "general-inquiry", message: "Buy followers today, cheap.", [HONEYPOT_FIELD]: "Spam Inc" });
    const res = await app.request("/contact", { method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" }, body: body.toString() });
    expect({ status: res.status, location: res.headers.get("location") }).toEqual({ status: 303, location: "/contact?sent=1#message" });
    expect(app.db.select().from(contactMessages).all().length).toBe(before);
  });
});

test("the owner's church form asks for the address's first line (a one-line input may not take street-address)", async () => {
  for (const path of both([`/church-edit/${church}`])) {
    const html = await served(path, owner);
    expect({ path, address: (await select(html, 'input[name="address"]')).map((a) => a.autocomplete) }).toEqual({ path, address: ["address-line1"] });
    expect({ path, streetAddress: (await select(html, 'input[autocomplete="street-address"]')).length }).toEqual({ path, streetAddress: 0 });
  }
});

describe("one h1 a page, drawn by the server", () => {
  /** The page's headings in order, as "h2 Text". */
  const headings = async (path: string, cookie: string) => {
    const found: string[] = [];
    const selector = "h1, h2, h3, h4, h5, h6";
    await new HTMLRewriter()
      .on(selector, { element: (el) => void found.push(`${el.tagName} `), text: (t) => void (found[found.length - 1] += t.text) })
      .transform(new Response(await served(path, cookie)))
      .text();
    return found;
  };
  const h1s = async (path: string, cookie: string) => (await headings(path, cookie)).filter((h) => h.startsWith("h1 ")).map((h) => h.slice(3));

  test("the dashboards welcome their user by name, in English and Spanish", async () => {
    expect(await h1s("/dashboard", owner)).toEqual(["Welcome, rosa"]);
    expect(await h1s("/es/dashboard", owner)).toEqual(["Bienvenido, rosa"]);
    // Administration screens stay English (docs/i18n.md).
    expect(await h1s("/admin", admin)).toEqual(["Welcome, boss"]);
    expect(await h1s("/es/admin", admin)).toEqual(["Welcome, boss"]);
  });

  test("every other owner and admin page has exactly one, and no heading after it skips a level", async () => {
    const ownerPages = both(["/dashboard/account", "/dashboard/reports", `/dashboard/reports/2026-10?church=${church}`, `/church-edit/${church}`, `/church-edit/${church}/changes`, "/church-submission", "/claim-church", `/claim-church/${unowned}`, "/event-submission"]);
    const pages = [...ownerPages.map((path) => [path, owner] as const), ...both(["/dashboard", "/admin", "/billing-test"]).map((path) => [path, path.includes("dashboard") ? owner : admin] as const)];
    const problems: string[] = [];
    for (const [path, cookie] of pages) {
      const levels = (await headings(path, cookie)).map((h) => Number(h[1]));
      if (levels.filter((l) => l === 1).length !== 1) problems.push(`${path}: ${levels.filter((l) => l === 1).length} h1`);
      // As the checker reads it: a heading at most one level below the one before it.
      const skip = levels.findIndex((l, i) => i > 0 && l > levels[i - 1]! + 1);
      if (skip > 0) problems.push(`${path}: h${levels[skip]} after h${levels[skip - 1]}`);
    }
    expect(problems).toEqual([]);
  });
});
