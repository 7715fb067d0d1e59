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
const code = (await Promise.all([...sources("src/contract"), ...sources("src/features"), ...sources("src/http"), ...sources("src/lib"), ...sources("src/render")].map((f) => Bun.file(f).text()))).join("\n");

/** Every `msg(key, words)` the sources write: the key, and the words with each filled-in value as `{}`. */
const keyed = [...code.matchAll(/\bmsg\("(\w+)",\s*("(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)\)/g)].map((m) => ({
  key: m[1]!,
  words: m[2]!.startsWith('"') ? (JSON.parse(m[2]!) as string) : m[2]!.slice(1, -1).replace(/\$\{[^}]*\}/g, "{}"),
}));
/** A catalogue message with each value it fills in as `{}`. */
const shape = (message: string) => message.replace(/\{\w+\}/g, "{}");

describe("validation catalogue", () => {
  test("every message is written by its key, with the catalogue's English words (docs/i18n.md, The API)", () => {
    expect(keyed.length).toBeGreaterThan(300);
    for (const { key, words } of keyed) expect({ key, words }).toEqual({ key, words: shape(english[key] ?? "(not in the catalogue)") });
  });

  test("every message of the catalogue is used, and none is written without its key", () => {
    const used = new Set(keyed.map((k) => k.key));
    // A month's day ('December 25') is written by the dates' formatter, not as a literal.
    expect(Object.keys(english).filter((key) => !used.has(key) && !key.startsWith("monthDay"))).toEqual([]);
    const unkeyed = Object.entries(english).filter(([, message]) => !message.includes("{") && new RegExp(`(?<!msg\\("\\w+",\\s*)${JSON.stringify(message).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(code));
    expect(unkeyed.map(([key]) => key)).toEqual([]);
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
