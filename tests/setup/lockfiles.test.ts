import { expect, test } from "bun:test";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";

// `npm install` (the bare-machine way) reads package-lock.json and `bun install` reads bun.lock:
// both must install the same versions, or the two README ways test different code.
// After `bun add`, refresh the npm lock with: npm install --package-lock-only --ignore-scripts

type Versions = Map<string, Set<string>>;

function add(into: Versions, name: string, version: string): void {
  const set = into.get(name) ?? new Set<string>();
  set.add(version);
  into.set(name, set);
}

async function bunVersions(): Promise<Versions> {
  // bun.lock is JSON with trailing commas.
  const text = await Bun.file(`${projectRoot}/bun.lock`).text();
  const lock = JSON.parse(text.replace(/,(\s*[}\]])/g, "$1")) as { packages: Record<string, [string]> };
  const versions: Versions = new Map();
  for (const [id] of Object.values(lock.packages)) {
    const at = id.lastIndexOf("@");
    add(versions, id.slice(0, at), id.slice(at + 1));
  }
  return versions;
}

async function npmVersions(): Promise<Versions> {
  const lock = (await Bun.file(`${projectRoot}/package-lock.json`).json()) as { packages: Record<string, { version: string }> };
  const versions: Versions = new Map();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path) add(versions, path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length), entry.version);
  }
  return versions;
}

const sorted = (v: Versions) => Object.fromEntries([...v].sort(([a], [b]) => a.localeCompare(b)).map(([n, s]) => [n, [...s].sort()]));

test("package-lock.json and bun.lock install the same packages at the same versions", async () => {
  expect(sorted(await npmVersions())).toEqual(sorted(await bunVersions()));
});

test("package-lock.json has the dependencies package.json asks for", async () => {
  const pkg = await Bun.file(`${projectRoot}/package.json`).json();
  const lock = await Bun.file(`${projectRoot}/package-lock.json`).json();
  const root = lock.packages[""];
  expect({ dependencies: root.dependencies, devDependencies: root.devDependencies }).toEqual({ dependencies: pkg.dependencies, devDependencies: pkg.devDependencies });
});
