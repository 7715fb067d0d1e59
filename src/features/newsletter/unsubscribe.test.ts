import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { newsletterSubscriptions } from "../../db/schema";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { signUnsubscribe } from "../../lib/signed-links";
import { unsubscribePath } from "./service";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const leaving = () => app.db.select().from(newsletterSubscriptions).all().find((r) => r.email === "leave@example.org")!;

describe("newsletter unsubscribe", () => {
  test("the subscribe answer carries no unsubscribe link: anyone may type any address in", async () => {
    const res = await app.request("/api/newsletter/subscribe", jsonRequest("POST", { email: "someone.else@example.org" }));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ok: true, message: "Thank you! Please check your inbox: we sent a link to confirm your subscription." });
    expect(text).not.toContain("token");
    expect(text).not.toContain("unsubscribe");
  });

  test("opening the link (GET or HEAD, as scanners and previews do) changes nothing; its button unsubscribes", async () => {
    await app.request("/api/newsletter/subscribe", jsonRequest("POST", { email: "Leave@Example.org" }));
    const link = await unsubscribePath(app.ctx.env.SESSION_SECRET, "leave@example.org");
    expect(link).toStartWith("/newsletter/unsubscribe?token=");
    const head = await app.request(link, { method: "HEAD" });
    expect(head.status).toBe(200);
    const page = await app.request(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("<strong>leave@example.org</strong>");
    const form = html.slice(html.indexOf("<form", html.indexOf("<main")), html.indexOf("</form>", html.indexOf("<main")));
    expect(form).toContain('action="/newsletter/unsubscribe" method="post"');
    expect(form).toMatch(/<input type="hidden" name="token" value="[^"]+"\/><button type="submit"[^>]*>Unsubscribe/);
    expect(leaving().unsubscribedAt).toBeNull();
    const token = decodeURIComponent(link.slice(link.indexOf("token=") + 6));
    const click = await app.request("/newsletter/unsubscribe", { method: "POST", headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }).toString() });
    expect(click.status).toBe(303);
    expect(click.headers.get("location")).toBe("/newsletter?status=unsubscribed");
    expect(await (await app.request("/newsletter?status=unsubscribed")).text()).toContain("You&#x27;re Unsubscribed");
    expect(leaving().unsubscribedAt).toBeInstanceOf(Date);
    // Subscribing again needs the address confirmed again (docs/decisions/0027-newsletter-double-opt-in.md).
    await app.request("/api/newsletter/subscribe", jsonRequest("POST", { email: "leave@example.org" }));
    expect(leaving().unsubscribedAt).toBeInstanceOf(Date);
  });

  test("a forged token or one signed with another secret changes nothing", async () => {
    for (const token of ["nonsense", await signUnsubscribe("another-secret-another-secret-123", "leave@example.org")]) {
      expect(await (await app.request(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)).text()).toContain("This unsubscribe link is not valid.");
      const click = await app.request("/newsletter/unsubscribe", { method: "POST", headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }).toString() });
      expect(click.headers.get("location")).toBe("/newsletter?status=invalid-link");
    }
    expect(leaving().unsubscribedAt).toBeInstanceOf(Date);
  });

  test("mail clients' one-click POST of RFC 8058 unsubscribes, to the List-Unsubscribe URL itself", async () => {
    await app.request("/api/newsletter/subscribe", jsonRequest("POST", { email: "oneclick@example.org" }));
    app.db.update(newsletterSubscriptions).set({ confirmedAt: new Date() }).run();
    const link = await unsubscribePath(app.ctx.env.SESSION_SECRET, "oneclick@example.org");
    const res = await app.request(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(res.status).toBe(204);
    expect(app.db.select().from(newsletterSubscriptions).all().find((r) => r.email === "oneclick@example.org")!.unsubscribedAt).toBeInstanceOf(Date);
  });
});
