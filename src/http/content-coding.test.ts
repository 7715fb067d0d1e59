import { describe, expect, test } from "bun:test";
import { acceptsGzip, preferredCoding } from "./content-coding";

describe("reading Accept-Encoding (RFC 9110 §12.5.3)", () => {
  const cases: [string | null, ReturnType<typeof preferredCoding>, boolean][] = [
    ["gzip, deflate, br, zstd", "br", true],
    ["gzip", "gzip", true],
    ["GZIP;q=0.5", "gzip", true],
    ["x-gzip", "gzip", true],
    ["br;q=0, gzip", "gzip", true],
    ["gzip;q=0, *", "br", false],
    ["*;q=0.1", "br", true],
    ["identity", null, false],
    ["br;q=0, gzip;q=0", null, false],
    ["gzip;q=nonsense", null, false],
    [null, null, false],
  ];

  test("brotli where acceptable, else gzip, else none; the same answer every time a value is read again", () => {
    for (let round = 0; round < 3; round++) {
      expect(cases.map(([value]) => [value, preferredCoding(value), acceptsGzip(value)])).toEqual(cases);
    }
  });

  test("values made up by the thousand, or very long, change no answer", () => {
    for (let i = 0; i < 1000; i++) expect(preferredCoding(`made-up-${i}, gzip;q=0.${(i % 9) + 1}`)).toBe("gzip");
    expect(preferredCoding(`${"x-made-up, ".repeat(2000)}br;q=0.5`)).toBe("br");
    expect(cases.map(([value]) => [value, preferredCoding(value), acceptsGzip(value)])).toEqual(cases);
  });
});
