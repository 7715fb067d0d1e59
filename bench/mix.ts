/**
 * `bun run bench:mix [--seconds S] [--connections C] [--edits N] [--rounds R]`
 *
 * Reads with writes beside them, in one run (docs/caching.md): 32 connections ask for a random
 * mix of the demo site's 160 church profiles and its main pages (home, directory, featured,
 * events, news), alone, then while an admin edits N churches a second (5 unless told; each
 * edit a new phone number on a random church, through the admin's edit route), R times in turn
 * (3 unless told). Prints every round and the medians of both rows, the ratio of their
 * throughputs and the p99 with the edits (aim: ≥ 0.5×, p99 ≤ 10 ms). One round of each moved
 * the p99 by 5 ms from run to run on the shared 2-core machine; the median of rounds taken in
 * turn holds stiller (docs/testing.md, Benchmarks).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../src/db/client";
import { seedDemo } from "../src/db/seed/demo";
import { createSession, createUser } from "../src/db/seed/factories";
import { startServer } from "../tests/helpers/server";
import { medianOf, runWrk, type WrkResult } from "./wrk";

const argv = process.argv.slice(2);
const flag = (name: string, fallback: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const seconds = flag("--seconds", 10);
const connections = flag("--connections", 32);
const editsPerSecond = flag("--edits", 5);
const rounds = flag("--rounds", 3);

if (!Bun.which("wrk")) {
  console.error("wrk is missing: apt-get install -y wrk");
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), "churchdir-bench-mix-"));
let admin = "";
const site = await startServer({ SEED: "none", LOG_LEVEL: "silent" }, {
  prepare: async (dataDir) => {
    const db = openDb(join(dataDir, "app.db"));
    await seedDemo(db, { churches: 160, events: 64 });
    admin = `sid=${createSession(db, (await createUser(db, { username: "bench-admin", role: "admin" })).id)}`;
    db.sqlite.close();
  },
});

interface Listed {
  id: number;
  slug: string;
}

try {
  const listed: Listed[] = [];
  for (let page = 1; listed.length < 160; page++) {
    const batch = (await (await fetch(`${site.url}/api/churches?limit=50&page=${page}`)).json()) as Listed[];
    if (batch.length === 0) break;
    listed.push(...batch);
  }
  const paths = [...listed.map((c) => `/church/${c.slug}`), "/", "/directory", "/featured", "/events", "/news"];
  const script = join(work, "mix.lua");
  writeFileSync(script, `local paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}\nmath.randomseed(os.time())\nrequest = function()\n  return wrk.format(nil, paths[math.random(#paths)])\nend\n`);

  let editsMade = 0;
  let failed = 0;
  /** One admin edit: the church as the edit dialog sends it, with a new phone number. */
  async function edit(): Promise<void> {
    const church = listed[Math.floor(Math.random() * listed.length)]!;
    const current = (await (await fetch(`${site.url}/api/churches/${church.id}`)).json()) as Record<string, unknown>;
    const body = { name: current.name, denomination: current.denomination, address: current.address, zip: current.zip, area: current.area, description: current.description, services: current.services, phone: `(210) 555-${String(1000 + (editsMade % 9000)).padStart(4, "0")}` };
    const res = await fetch(`${site.url}/api/admin/churches/${church.id}`, { method: "PUT", headers: { cookie: admin, origin: site.url, "content-type": "application/json" }, body: JSON.stringify(body) });
    if (res.ok) editsMade++;
    else if (failed++ === 0) console.error(`an edit was refused: ${res.status} ${await res.text()}`);
  }

  // Warm up: every page once, then a few seconds of traffic.
  for (const path of paths) await (await fetch(site.url + path)).arrayBuffer();
  await runWrk(site.url + "/", { seconds: 3, connections, script });

  /** One round of reads, with `edits` an admin's edits beside them. */
  async function round(edits: boolean): Promise<WrkResult & { edits: number }> {
    const before = editsMade;
    let writing = edits;
    const writer = (async () => {
      while (writing) {
        const started = performance.now();
        await edit();
        await Bun.sleep(Math.max(0, 1000 / editsPerSecond - (performance.now() - started)));
      }
    })();
    const result = await runWrk(site.url + "/", { seconds, connections, script });
    writing = false;
    await writer;
    return { ...result, edits: editsMade - before };
  }

  const alone: WrkResult[] = [];
  const mixed: (WrkResult & { edits: number })[] = [];
  for (let r = 1; r <= rounds; r++) {
    alone.push(await round(false));
    mixed.push(await round(true));
    console.log(`  round ${r}/${rounds}: reads only ${alone.at(-1)!.rps.toFixed(0)} req/s, p99 ${alone.at(-1)!.p99Ms.toFixed(2)} ms; with edits ${mixed.at(-1)!.rps.toFixed(0)} req/s, p99 ${mixed.at(-1)!.p99Ms.toFixed(2)} ms (${mixed.at(-1)!.edits} edits)`);
  }
  const [a, m] = [medianOf(alone), medianOf(mixed)];
  const made = mixed.reduce((sum, r) => sum + r.edits, 0);

  console.log(`\nReads of ${paths.length} pages (160 profiles and the main pages), ${connections} connections, ${rounds} rounds of ${seconds} s each in turn, medians:`);
  console.log("| case | req/s | p50 ms | p99 ms | errors |");
  console.log("|---|---:|---:|---:|---:|");
  console.log(`| reads only | ${a.rps.toFixed(0)} | ${a.p50Ms.toFixed(2)} | ${a.p99Ms.toFixed(2)} | ${a.errors} |`);
  console.log(`| reads with ${editsPerSecond} church edits a second (${made} made, ${(made / (seconds * rounds)).toFixed(1)}/s) | ${m.rps.toFixed(0)} | ${m.p50Ms.toFixed(2)} | ${m.p99Ms.toFixed(2)} | ${m.errors} |`);
  console.log(`\nRatio: ${(m.rps / a.rps).toFixed(2)}× (aim ≥ 0.5×); p99 with edits ${m.p99Ms.toFixed(1)} ms (aim ≤ 10 ms). Bun ${Bun.version}, ${navigator.hardwareConcurrency} cores.`);
} finally {
  await site.stop();
  rmSync(work, { recursive: true, force: true });
}
