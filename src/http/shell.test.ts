import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { headerLinks, footerLinks } from "../contract/nav-links";
import { FIRST_FRAME_SCRIPT } from "../render/inline-script";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("redirects (docs/product.md V7: routes; docs/product.md D7)", () => {
  const cases: [string, string][] = [
    ["/bulletin", "/news"],
    ["/bulletin/", "/news"],
    ["/bulletin/2024/easter", "/news"],
    ["/church-directory", "/directory"],
    ["/church-directory/", "/directory"],
    ["/churches", "/directory"],
    ["/churches/", "/directory"],
    ["/church-listings", "/directory"],
    ["/church-listings/", "/directory"],
    ["/featured-churches", "/featured"],
    ["/church-events", "/events"],
    ["/about-us", "/about"],
    ["/contact-us", "/contact"],
    ["/advertising", "/advertise"],
    ["/index.html", "/"],
    ["/index.php", "/"],
    ["/home", "/"],
    ["/home/", "/"],
  ];
  for (const [from, to] of cases) {
    test(`${from} answers 301 to ${to}`, async () => {
      const res = await app.request(from);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(to);
    });
  }

  test("the query string is kept", async () => {
    const res = await app.request("/churches?denomination=Baptist");
    expect(res.headers.get("location")).toBe("/directory?denomination=Baptist");
  });

  test("/churches/{id} is a profile route, not a redirect", async () => {
    const res = await app.request("/churches/12");
    expect(res.status).not.toBe(301);
  });
});

describe("not found", () => {
  test("an unknown page answers 404 with the spec's texts", async () => {
    const res = await app.request("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("The page you&#x27;re looking for doesn&#x27;t exist.");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test("malformed addresses answer 4xx, never 500", async () => {
    for (const path of ["/%E0%A4%A", "/church/%E0%A4%A", "/news/%ZZ", "/api/churches/%E0%A4%A", "/assets/%zz", "/uploads/%E0%A4%A"]) {
      const res = await app.request(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  test("a doubled slash goes to the page it names, on this site (docs/decisions/0046-hardening-round-3.md)", async () => {
    const res = await app.handle(new Request("http://localhost//"));
    expect([res.status, res.headers.get("location")]).toEqual([301, "/"]);
  });

  test("an unknown API route answers 404 JSON", async () => {
    const res = await app.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No such API route." });
  });
});

describe("the shell", () => {
  test("header has every link of the spec, in order, with the current route marked", async () => {
    const html = await (await app.request("/about")).text();
    const nav = html.slice(html.indexOf('<nav id="site-nav"'), html.indexOf("</nav>"));
    const labels = [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    // Then the language switch (docs/i18n.md), and last the link that closes the menu on a phone
    // without JavaScript (it leaves the page's target).
    expect(labels).toEqual([...headerLinks.map((l) => [l.to, l.label]), ["/login", "Sign In"], ["/es/about", "Español"], ["#", "Close menu"]]);
    expect(nav).toMatch(/<a aria-current="page"[^>]*href="\/about"/);
    expect(nav.match(/aria-current="page"/g)?.length).toBe(1);
  });

  test("footer has every link, the newsletter form and the current year", async () => {
    const html = await (await app.request("/terms")).text();
    for (const link of footerLinks) expect(html).toContain(`href="${link.to}" class=`);
    expect(html).toContain('action="/api/newsletter/subscribe"');
    expect(html).toContain(`© ${new Date().getFullYear()} San Antonio Church Directory. All rights reserved.`);
  });

  test("the first frame waits for the page's content, in both languages and on the 404", async () => {
    for (const path of ["/", "/about", "/es/events", "/no-such-page"]) {
      const html = await (await app.request(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain(`<script>${FIRST_FRAME_SCRIPT}</script>`);
      expect(html.slice(head.length)).toContain('<main id="main"');
    }
  });

  test("each page has its own title, description and Open Graph tags", async () => {
    const html = await (await app.request("/privacy")).text();
    expect(html).toContain("<title>Privacy Policy — San Antonio Church Directory</title>");
    expect(html).toMatch(/<meta name="description" content="What San Antonio Church Directory collects/);
    expect(html).toContain('<meta property="og:title" content="Privacy Policy"/>');
    expect(html).toContain(`<link rel="canonical" href="${app.ctx.origin}/privacy"/>`);
  });

  test("every answer carries the security headers", async () => {
    for (const path of ["/", "/about", "/healthz", "/api/auth/me", "/nowhere"]) {
      const res = await app.request(path);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}$/);
    }
  });
});

describe("static pages carry the spec's content", () => {
  test("about: story, mission, values and statistics", async () => {
    const html = await (await app.request("/about")).text();
    for (const text of ["Our Story", "Our Mission", "Inclusivity", "Community", "Excellence", "150+", "25+", "50+", "10K+", "75%", "95%", 'href="/directory"', 'href="/contact"']) {
      expect(html).toContain(text);
    }
  });

  test("terms: date, sections and 30 days notice of price changes", async () => {
    const html = await (await app.request("/terms")).text();
    expect(html).toContain("Last updated July 23, 2025");
    for (const heading of ["Acceptance of Terms", "Description of Service", "User Accounts", "Church Listings", "Premium Services and Payment", "Analytics", "Prohibited Uses", "Intellectual Property", "Limitation of Liability", "Changes to These Terms", "Contact"]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain("30 days notice");
  });

  test("privacy: sections and retention periods", async () => {
    const html = await (await app.request("/privacy")).text();
    expect(html).toContain("Last updated July 23, 2025");
    for (const text of ["Information We Collect", "Data Retention", "Cookies", "Children&#x27;s Privacy", "3 years of inactivity", "26 months", "7 years", "2 years", "under 13"]) {
      expect(html).toContain(text);
    }
  });
});

describe("health", () => {
  test("GET /healthz answers ok when the database answers", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});
