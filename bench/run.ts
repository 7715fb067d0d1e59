/**
 * `bun run bench [--quick] [--rounds N] [--seconds S]`: measures, interleaved in one run, a bare
 * Bun.serve hello answer, a static file of the same bytes as the rendered home page, and the
 * site's pages served from the page cache and rendered afresh. Prints requests per second and
 * p50/p99 latency (medians over the rounds) and the ratios between them.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../tests/helpers/server";
import { runWrk, type WrkResult } from "./wrk";

const argv = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const quick = argv.includes("--quick");
const rounds = flag("--rounds", quick ? 1 : 3);
const seconds = flag("--seconds", quick ? 2 : 5);
const connections = flag("--connections", 16);

if (!Bun.which("wrk")) {
  console.error("wrk is missing: apt-get install -y wrk");
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), "churchdir-bench-"));
// Uncached: every request carries a new query, so the page cache never answers it.
const uncachedScript = join(work, "uncached.lua");
writeFileSync(uncachedScript, 'local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, wrk.path .. "?bench=" .. n)\nend\n');

console.log(`Starting the site (demo data) and the reference servers… rounds=${rounds} seconds=${seconds} connections=${connections}`);
const site = await startServer({ SEED: "demo" });
const homeHtml = await (await fetch(`${site.url}/`)).text();
const staticFile = join(work, "home.html");
writeFileSync(staticFile, homeHtml);
const [helloPort, staticPort] = [Number(new URL(site.url).port) + 1, Number(new URL(site.url).port) + 2];
const refs = Bun.spawn(["bun", join(import.meta.dir, "reference-servers.ts"), String(helloPort), String(staticPort), staticFile], { stdin: "pipe", stdout: "pipe" });
await new Response(refs.stdout).body!.getReader().read();

const targets: { name: string; url: string; script?: string }[] = [
  { name: "bare Bun.serve hello", url: `http://127.0.0.1:${helloPort}/` },
  { name: `static file (${homeHtml.length} B, home bytes)`, url: `http://127.0.0.1:${staticPort}/` },
  { name: "home, cached", url: `${site.url}/` },
  { name: "home, uncached", url: `${site.url}/`, script: uncachedScript },
  { name: "about, cached", url: `${site.url}/about` },
  { name: "about, uncached", url: `${site.url}/about`, script: uncachedScript },
];

const results = new Map<string, WrkResult[]>(targets.map((t) => [t.name, []]));
try {
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const result = await runWrk(target.url, { seconds, connections, script: target.script });
      results.get(target.name)!.push(result);
      console.log(`  round ${round}/${rounds} ${target.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms, errors ${result.errors}`);
    }
  }
} finally {
  refs.kill();
  await site.stop();
  rmSync(work, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = targets.map((t) => {
  const runs = results.get(t.name)!;
  return { name: t.name, rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50Ms)), p99: median(runs.map((r) => r.p99Ms)), errors: runs.reduce((a, r) => a + r.errors, 0) };
});
const hello = summary[0]!.rps;
const staticRps = summary[1]!.rps;
console.log(`\n| target | req/s | p50 ms | p99 ms | errors | × hello | × static |`);
console.log(`|---|---:|---:|---:|---:|---:|---:|`);
for (const s of summary) {
  console.log(`| ${s.name} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${s.errors} | ${(s.rps / hello).toFixed(2)} | ${(s.rps / staticRps).toFixed(2)} |`);
}
console.log(`\nwrk -t1 -c${connections} -d${seconds}s, ${rounds} interleaved round(s), medians; Bun ${Bun.version}, ${navigator.hardwareConcurrency} cores.`);
