import { describe, expect, test } from "bun:test";
import { listeningOrigin, siteOrigin, siteUrl } from "./site-origin";

describe("siteOrigin", () => {
  test("PUBLIC_URL wins, as its origin", () => {
    expect(siteOrigin({ PUBLIC_URL: "https://churches.example.org/some/path", HOST: "0.0.0.0" }, 3000)).toBe("https://churches.example.org");
  });

  test("without it, the listening address: every interface is localhost, IPv6 in brackets", () => {
    expect(siteOrigin({ PUBLIC_URL: undefined, HOST: "0.0.0.0" }, 3000)).toBe("http://localhost:3000");
    expect(listeningOrigin("::", 8080)).toBe("http://localhost:8080");
    expect(listeningOrigin("127.0.0.1", 4000)).toBe("http://127.0.0.1:4000");
    expect(listeningOrigin("::1", 4000)).toBe("http://[::1]:4000");
  });
});

describe("siteUrl", () => {
  test("a path goes on the origin; an address elsewhere stays; leading slashes never name a host", () => {
    expect(siteUrl("https://a.example", "/news/hello")).toBe("https://a.example/news/hello");
    expect(siteUrl("https://a.example", "https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
    expect(siteUrl("https://a.example", "//evil.example/x")).toBe("https://a.example/evil.example/x");
  });
});
