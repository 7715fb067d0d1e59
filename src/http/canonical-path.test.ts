import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { canonicalPath } from "./canonical-path";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("one address per page (docs/decisions/0046-hardening-round-3.md, page-cache keys)", () => {
  test("repeated slashes are folded and a trailing slash dropped; the home pages keep theirs", () => {
    expect(canonicalPath("/directory///")).toBe("/directory");
    expect(canonicalPath("//directory")).toBe("/directory");
    expect(canonicalPath("/church//st-mark/")).toBe("/church/st-mark");
    expect(canonicalPath("/es//directory/")).toBe("/es/directory");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/es/")).toBe("/es/");
    expect(canonicalPath("/es//")).toBe("/es/");
    expect(canonicalPath("/directory")).toBe("/directory");
  });

  test("/directory/// and friends answer 301 to the canonical address, query kept, before the page cache", async () => {
    for (const [asked, target] of [
      ["/directory///", "/directory"],
      ["/directory/?area=Downtown", "/directory?area=Downtown"],
      ["//directory", "/directory"],
      ["/es/directory//", "/es/directory"],
      ["//evil.example/", "/evil.example"],
      ["/bulletin/", "/news"],
      ["/es/bulletin//", "/es/news"],
    ] as const) {
      // Built from the whole URL: `new URL("//directory", base)` would read a host.
      const res = await app.handle(new Request(`http://localhost${asked}`));
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(target);
      expect(res.headers.get("x-page-cache")).toBeNull();
    }
    const head = await app.request("/about/", { method: "HEAD" });
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe("/about");
  });

  test("copies under other spellings no longer fill the page cache", async () => {
    const before = (app.ctx.pageCache as unknown as { entries: Map<string, unknown> }).entries.size;
    for (let n = 1; n <= 20; n++) await app.request(`/directory${"/".repeat(n)}`);
    expect((app.ctx.pageCache as unknown as { entries: Map<string, unknown> }).entries.size).toBe(before);
    const page = await app.request("/directory");
    expect(page.status).toBe(200);
  });
});
