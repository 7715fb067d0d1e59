import { describe, expect, test } from "bun:test";
import { requestLang } from "./request-lang";

const asking = (value?: string) => new Request("http://localhost/api/x", value === undefined ? {} : { headers: { "accept-language": value } });

describe("requestLang", () => {
  test("English without the header or with languages the site does not speak", () => {
    expect(requestLang(asking())).toBe("en");
    expect(requestLang(asking("fr-FR, de;q=0.8"))).toBe("en");
  });
  test("Spanish when Spanish is preferred, whatever the region", () => {
    expect(requestLang(asking("es"))).toBe("es");
    expect(requestLang(asking("es-MX,es;q=0.9,en;q=0.8"))).toBe("es");
    expect(requestLang(asking("en;q=0.5, es-US;q=0.9"))).toBe("es");
  });
  test("English when English is preferred or Spanish is refused", () => {
    expect(requestLang(asking("en-US,en;q=0.9,es;q=0.8"))).toBe("en");
    expect(requestLang(asking("es;q=0, en;q=0.1"))).toBe("en");
  });
});
