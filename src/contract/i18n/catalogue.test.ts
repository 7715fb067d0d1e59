import { expect, test } from "bun:test";
import { number } from "./catalogue";

// The plural `#` skips Intl below 1,000 (its comment says why): it must write what Intl writes.
test("a plural's number reads as Intl writes it, in both languages, below and above 1,000", () => {
  for (const lc of ["en", "es"]) {
    for (const value of [0, 1, 2, 9, 10, 99, 160, 999, 1000, 1234, 12345, 380000, 2.5, -3]) {
      expect(number(lc, value, 0)).toBe(new Intl.NumberFormat(lc).format(value));
    }
    expect(number(lc, 1001, 2)).toBe(new Intl.NumberFormat(lc).format(999));
  }
});
