import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { islands } from "../../web/islands";
import { readManifest } from "./assets";
import { islandNames, registryPath, registrySource } from "./island-registry";

const scratch = mkdtempSync(join(tmpdir(), "islands-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("island registry", () => {
  test("the top-level .tsx files of a folder are its islands; other files and sub-folders are not", () => {
    mkdirSync(join(scratch, "good/pieces"), { recursive: true });
    for (const file of ["Map.tsx", "Form.tsx", "index.ts", "registry.gen.ts", "pieces/Field.tsx"]) writeFileSync(join(scratch, "good", file), "");
    expect(islandNames(join(scratch, "good"))).toEqual(["Form", "Map"]);
  });

  test("a top-level file not named like a component is refused with a clear message", () => {
    mkdirSync(join(scratch, "odd"));
    writeFileSync(join(scratch, "odd/use-thing.tsx"), "");
    expect(() => islandNames(join(scratch, "odd"))).toThrow("web/islands/use-thing.tsx: an island's file is named like its component");
  });

  test("the committed registry is the one the folder gives (run `bun run build` after adding an island)", () => {
    expect(readFileSync(registryPath, "utf8")).toBe(registrySource(islandNames()));
  });

  test("the server renders, and the build splits out, every island of the folder", () => {
    expect(Object.keys(islands).sort()).toEqual(islandNames());
    for (const component of Object.values(islands)) expect(typeof component).toBe("function");
    for (const lang of ["en", "es"] as const) expect(Object.keys(readManifest()?.scripts[lang].islands ?? {}).sort()).toEqual(islandNames());
  });
});
