import { expect, test } from "bun:test";
import { fileSize } from "./file-size";

test("sizes under a megabyte in kilobytes, larger ones in megabytes", () => {
  expect(fileSize(200)).toBe("1 KB");
  expect(fileSize(245_760)).toBe("240 KB");
  expect(fileSize(1024 * 1024)).toBe("1.0 MB");
  expect(fileSize(2.44 * 1024 * 1024)).toBe("2.4 MB");
  expect(fileSize(10 * 1024 * 1024)).toBe("10.0 MB");
});

test("a size on a Spanish page uses the language's digits", () => {
  expect(fileSize(2.44 * 1024 * 1024, "es")).toBe(new Intl.NumberFormat("es-US", { minimumFractionDigits: 1 }).format(2.4) + " MB");
});
