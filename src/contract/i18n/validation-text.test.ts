import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../render/vanilla-extract/file-scope";
import { translateMessage } from "./validation-text";

// The validation catalogue holds the messages the code really uses (docs/i18n.md, The API).
const english = (await Bun.file(join(projectRoot, "src/contract/i18n/messages/en/validation.json")).json()) as Record<string, string>;

/** Every source file of the server and the contract, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(join(projectRoot, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(projectRoot, dir, f));
}
const code = (await Promise.all([...sources("src/contract"), ...sources("src/features"), ...sources("src/http")].map((f) => Bun.file(f).text()))).join("\n");

describe("validation catalogue", () => {
  test("each English message is one the code writes (its fixed words, for those that fill in values)", () => {
    // A month's day ('December 25') is written by the dates' formatter, not as a literal.
    for (const [key, message] of Object.entries(english).filter(([key]) => !key.startsWith("monthDay"))) {
      // The longest run of fixed words of a message that fills in values must be in the code.
      const fixed = message.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0]!.trim();
      expect({ key, found: code.includes(fixed) }).toEqual({ key, found: true });
    }
  });

  test("translates exact and filled-in messages, and leaves others alone", () => {
    expect(translateMessage("Passwords don't match", "es")).toBe("Las contraseñas no coinciden");
    expect(translateMessage("At most 100 characters", "es")).toBe("Máximo 100 caracteres");
    expect(translateMessage("At most 30 weekly services", "es")).toBe("Máximo 30 servicios semanales");
    expect(translateMessage("Use an address at stmarys.org", "es")).toBe("Use una dirección de stmarys.org");
    expect(translateMessage("Passwords don't match", "en")).toBe("Passwords don't match");
    expect(translateMessage("Something nobody wrote", "es")).toBe("Something nobody wrote");
  });
});

test("an occasion's date problem reads in Spanish, occasion and date included", () => {
  expect(translateMessage("Easter Sunday 2026 is on April 5: choose that day or the day before", "es")).toBe("Domingo de Pascua 2026 es el 5 de abril: elija ese día o el día anterior");
  expect(translateMessage("Las Posadas run from December 16 to 24", "es")).toBe("Las Posadas son del 16 al 24 de diciembre");
});
