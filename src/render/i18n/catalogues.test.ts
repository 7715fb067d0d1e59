import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { parse, type Token } from "@messageformat/parser";
import { projectRoot } from "../vanilla-extract/file-scope";

// Every catalogue file in both languages, key for key (docs/i18n.md, Catalogues); the type check
// catches a key missing in Spanish, this catches the rest.
const dir = join(projectRoot, "src/contract/i18n/messages");
const files = (lang: string) => readdirSync(join(dir, lang)).filter((f) => f.endsWith(".json")).sort();
const read = async (lang: string, file: string) => (await Bun.file(join(dir, lang, file)).json()) as Record<string, string>;

/** The names a message fills in ({name}, {count, plural, …}). */
function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === "argument" || token.type === "function") into.add(token.arg);
    if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
      into.add(token.arg);
      for (const c of token.cases) argumentsOf(c.tokens, into);
    }
  }
  return into;
}

describe("message catalogues", () => {
  test("each area has an English and a Spanish file", () => {
    expect(files("es")).toEqual(files("en"));
    expect(files("en").length).toBeGreaterThan(0);
  });

  for (const file of files("en")) {
    test(`${file}: the same keys in both languages, each message valid and filling in the same names`, async () => {
      const en = await read("en", file);
      const es = await read("es", file);
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        const names = [...argumentsOf(parse(en[key]!))].sort();
        expect({ key, names: [...argumentsOf(parse(es[key]!))].sort() }).toEqual({ key, names });
        expect({ key, empty: es[key]!.trim() === "" }).toEqual({ key, empty: false });
      }
    });
  }
});
