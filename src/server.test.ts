import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { matchRoutes } from "react-router";
import { createTestApp, type TestApp } from "../tests/helpers/test-app";
import { createApp, pageTable } from "./app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("pages are served before the app", () => {
  test("no API or file route is shadowed by a page path", () => {
    const routes = createApp(app.ctx).routes.filter((r) => r.method === "GET" && !r.path.includes("*"));
    const shadowed = routes.filter((r) => matchRoutes(pageTable.map((p) => ({ path: p.path })), r.path.replace(/:\w+/g, "x")) !== null);
    expect(shadowed.map((r) => r.path)).toEqual([]);
  });
});

describe("a page whose loader fails", () => {
  test("answers 500 with the site's error page, the security headers, and the error logged with the request id", async () => {
    // The news page's loader reads the articles table; without it, the loader throws.
    app.db.sqlite.run("ALTER TABLE articles RENAME TO articles_away");
    try {
      app.db.dataVersion.bump(); // a renamed table changes no row: the hook cannot see it
      const res = await app.request("/news");
      expect(res.status).toBe(500);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-page-cache")).toBe("miss");
      const html = await res.text();
      expect(html).toContain("<h1>Something Went Wrong</h1>");
      expect(html).toContain("Something went wrong on our side. Please try again.");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      // The shell stays: header navigation and footer.
      expect(html).toContain('<nav id="site-nav"');
      expect(html).toContain("</footer>");
      expect(html).not.toContain("articles_away");
      expect(html).not.toContain("no such table");
      const requestId = res.headers.get("x-request-id")!;
      expect(app.logs.some((line) => line.startsWith(`error ${requestId}: `) && line.includes("no such table: articles"))).toBe(true);
    } finally {
      app.db.sqlite.run("ALTER TABLE articles_away RENAME TO articles");
      app.db.dataVersion.bump();
    }
    expect((await app.request("/news")).status).toBe(200);
  });
});
