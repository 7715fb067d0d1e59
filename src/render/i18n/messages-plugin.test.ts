import { expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogueCacheDir, compiledCatalogue } from "./messages-plugin";

/** The kept files holding this text (other processes may be keeping catalogues meanwhile). */
const keptWith = (text: string) => readdirSync(catalogueCacheDir).filter((file) => readFileSync(join(catalogueCacheDir, file), "utf8").includes(text));

test("a compiled catalogue is kept by its content: the same text is read back, a changed one compiled anew", async () => {
  const unique = `Kept ${crypto.randomUUID()}`;
  const source = JSON.stringify({ greeting: `${unique}, {name}!` });
  const dir = mkdtempSync(join(tmpdir(), "catalogue-"));
  try {
    const first = await compiledCatalogue("es", source);
    const kept = keptWith(unique);
    expect(kept).toHaveLength(1);
    // What is kept is what is read: a mark written into the kept file comes back.
    writeFileSync(join(catalogueCacheDir, kept[0]!), `${first}\n// read back`);
    expect(await compiledCatalogue("es", source)).toBe(`${first}\n// read back`);

    const changed = await compiledCatalogue("es", JSON.stringify({ greeting: `${unique}, {name}?` }));
    expect(changed).not.toContain("// read back");
    expect(keptWith(unique)).toHaveLength(2);
    // The compiled module works: its functions fill in the values.
    writeFileSync(join(dir, "changed.js"), changed);
    const { default: messages } = (await import(join(dir, "changed.js"))) as { default: { greeting: (values: { name: string }) => string } };
    expect(messages.greeting({ name: "Ana" })).toBe(`${unique}, Ana?`);
  } finally {
    for (const file of keptWith(unique)) rmSync(join(catalogueCacheDir, file), { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});
