/**
 * `bun run bench [--quick] [--rounds N] [--seconds S] [--connections C] [--churches N] [--scale [N]] [--soak [MINUTES]]`
 *
 * Measures, interleaved in one run, a bare Bun.serve hello answer, static files of the same
 * bytes as the site's pages, and the site's pages from the page cache and rendered afresh, plus
 * the church API. Prints requests per second, p50/p99 latency and errors (medians over rounds)
 * and the ratios to the yardsticks.
 *
 * --scale N (10,000 when no number follows) also starts a second site with N churches spread
 * over the country, San Antonio with its share (docs/decisions/0042-whole-country-bench.md; the
 * seeded database is cached in the temporary folder), and compares the p50 of the directory, a
 * one-word search, a day-time-language search, near me at 5 miles and the map's pins at both
 * sizes (aim: within 2×), each asked afresh so no cache answers. It prints the cold start on each
 * database (process start to the first answered page; aim 2 s), the big site's memory (RSS now
 * and at most; aim 400 MiB) and its database's size. --soak runs mixed traffic for 10 minutes
 * (or the minutes given) and reports the server's memory at start and end.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { Database } from "bun:sqlite";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../src/db/client";
import { seedDemo } from "../src/db/seed/demo";
import { startServer, type RunningServer } from "../tests/helpers/server";
import { copyCountryDatabase } from "./country-database";
import { medianOf, runWrk, type WrkResult } from "./wrk";

const argv = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const quick = argv.includes("--quick");
const rounds = flag("--rounds", quick ? 1 : 3);
const seconds = flag("--seconds", quick ? 2 : 5);
const connections = flag("--connections", 16);
const churches = flag("--churches", 160);
const scaleIndex = argv.indexOf("--scale");
// `--scale` alone is 10,000 churches, as before the number could be given.
const scaleChurches = scaleIndex < 0 ? 0 : Number(argv[scaleIndex + 1]) > 0 ? Math.floor(Number(argv[scaleIndex + 1])) : 10_000;
const soakIndex = argv.indexOf("--soak");
const soakMinutes = soakIndex >= 0 ? Number(argv[soakIndex + 1]) || 10 : 0;

if (!Bun.which("wrk")) {
  console.error("wrk is missing: apt-get install -y wrk");
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), "churchdir-bench-"));
// Uncached: every request carries a new query, so the page cache never answers it.
const uncachedScript = join(work, "uncached.lua");
writeFileSync(uncachedScript, 'local n = 0\nrequest = function()\n  n = n + 1\n  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"\n  return wrk.format(nil, wrk.path .. sep .. "bench=" .. n)\nend\n');
// A search nothing remembers: every request a radius a hair wider (5.000001 miles, 5.000002 …), so
// neither the page cache nor the directory's results memo answers, and the search runs each time.
const freshSearchScript = join(work, "fresh-search.lua");
writeFileSync(freshSearchScript, 'local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, wrk.path .. "&radius=" .. string.format("5.%06d", n % 1000000))\nend\n');

/** A site on a copy of the whole-country database of `count` churches (seeded once, then cached). */
async function countrySite(count: number): Promise<RunningServer> {
  const started = performance.now();
  // The timed jobs wait an hour: the first run of the month's reports for the database's 7,600
  // premium churches would otherwise run beside the first probes (the cold start below keeps the default).
  const site = await startServer({ SEED: "none", JOBS_DELAY_SECONDS: "3600" }, { prepare: (dataDir) => copyCountryDatabase(count, join(dataDir, "app.db"), console.log) });
  console.log(`  site with ${count} churches ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return site;
}

async function seededSite(count: number): Promise<RunningServer> {
  const started = performance.now();
  const site = await startServer({ SEED: "none" }, {
    prepare: async (dataDir) => {
      const db = openDb(join(dataDir, "app.db"));
      await seedDemo(db, { churches: count, events: 64 });
      db.sqlite.close();
    },
  });
  console.log(`  site with ${count} churches ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return site;
}

console.log(`Benchmark: rounds=${rounds} seconds=${seconds} connections=${connections} churches=${churches}${scaleChurches ? ` (+${scaleChurches} for --scale)` : ""}`);
const site = await seededSite(churches);
const big = scaleChurches ? await countrySite(scaleChurches) : null;
const firstFeatured = (await (await fetch(`${site.url}/api/churches?featured=true&limit=1`)).json())[0];
const profilePath = `/church/${firstFeatured.slug}`;
// A search that names one church: it finds the same few at both scales, so the comparison
// measures the index, not a longer answer.
const searchQuery = `search=${encodeURIComponent(firstFeatured.name)}`;
const broadQuery = "search=grace";
// Sunday morning in English near downtown: the same service (docs/service-times.md, Search).
const serviceSearch = "day=sunday&from=09:00&to=12:00&language=english&near=29.4241,-98.4936";
// Two visit facts (docs/visit-facts.md, Search): a step-free entrance and a nursery, common ones, so the most to count.
const factSearch = "access=step-free&family=nursery";
const articleSlug = ((await (await fetch(`${site.url}/api/articles`)).json()) as { slug: string }[])[0]!.slug;

// Static twins of the pages, byte for byte.
const pages = { home: "/", directory: "/directory", profile: profilePath, article: `/news/${articleSlug}`, about: "/about" };
for (const [name, path] of Object.entries(pages)) writeFileSync(join(work, `${name}.html`), await (await fetch(site.url + path)).text());
// The list answer's twin: the same JSON bytes from a file (docs/decisions/0078-lean-list-answers.md).
writeFileSync(join(work, "api-churches.json"), await (await fetch(`${site.url}/api/churches`)).text());
const [helloPort, staticPort] = [Number(new URL(site.url).port) + 1, Number(new URL(site.url).port) + 2];
const refs = Bun.spawn([process.execPath, join(import.meta.dir, "reference-servers.ts"), String(helloPort), String(staticPort), work], { stdin: "pipe", stdout: "pipe" });
await refs.stdout.getReader().read();

interface Target {
  name: string;
  url: string;
  script?: string;
  /** The yardstick this target is compared with. */
  twin?: string;
  /** wrk's connections when not the run's. */
  connections?: number;
}
const targets: Target[] = [
  { name: "hello (bare Bun.serve)", url: `http://127.0.0.1:${helloPort}/` },
  ...Object.keys(pages).map((name) => ({ name: `static ${name}`, url: `http://127.0.0.1:${staticPort}/${name}` })),
  ...Object.entries(pages).flatMap(([name, path]) => [
    { name: `${name}, cached`, url: site.url + path, twin: `static ${name}` },
    { name: `${name}, uncached`, url: site.url + path, script: uncachedScript },
  ]),
  { name: "static api-churches", url: `http://127.0.0.1:${staticPort}/api-churches` },
  { name: "GET /api/churches, cached", url: `${site.url}/api/churches`, twin: "static api-churches" },
  { name: "GET /api/churches, uncached (50 connections)", url: `${site.url}/api/churches`, script: uncachedScript, connections: 50 },
  { name: "GET /api/churches?search=<one church>", url: `${site.url}/api/churches?${searchQuery}` },
  { name: `GET /api/churches?${broadQuery}`, url: `${site.url}/api/churches?${broadQuery}` },
  { name: "directory, service search", url: `${site.url}/directory?${serviceSearch}`, script: uncachedScript },
  { name: "directory, service search, nothing remembered", url: `${site.url}/directory?${serviceSearch}`, script: freshSearchScript },
  { name: "GET /api/churches?<service search>", url: `${site.url}/api/churches?${serviceSearch}`, script: freshSearchScript },
  { name: "directory, two facts", url: `${site.url}/directory?${factSearch}`, script: uncachedScript },
  { name: "directory, two facts, nothing remembered", url: `${site.url}/directory?${factSearch}`, script: freshSearchScript },
];
/**
 * The whole-country comparison (docs/decisions/0042-whole-country-bench.md): each asked afresh
 * (a new query string each time, so neither the page cache nor the API's answer cache answers),
 * on both sites, by one connection: the time one answer takes, not a queue behind slow ones (a
 * request wrk gave up on is still answered, and would delay the next probe). The directory page
 * is rendered each time (its results memo answers within the minute, as it does for visitors);
 * the API rows run their page's query each time, the count and the map's pins being remembered
 * per data version (the first ask, timed apart, pays them).
 */
const firstMapBox = "29,-99.5,30,-97.5";
const scaleProbes = [
  { name: "directory, first page (page)", path: "/directory" },
  { name: "directory's list, first page (API)", path: "/api/churches" },
  // Searches of the same page length at both sizes: a word in most names fills the page, a church's name finds the same few.
  { name: "broad word, a full page", path: "/api/churches?search=church" },
  // Its first match (limit=1): the name's words find one church at 160 and its copies in other cities at the larger size.
  { name: "a church's name, first match", path: `/api/churches?${searchQuery}&limit=1` },
  { name: "day, time and language", path: "/api/churches?day=sunday&from=09:00&to=12:00&language=spanish" },
  { name: "near me, 5 miles", path: "/api/churches?near=29.4241,-98.4936&radius=5" },
  // The box the directory map asks for on first load in a 1,280 px window: San Antonio at zoom 11,
  // widened by half and rounded out to a quarter degree (docs/decisions/0045-map-pins-in-view.md).
  { name: "map pins in the first view", path: `/api/churches/map?bbox=${firstMapBox}` },
  { name: "map pins, near me, 5 miles, first view", path: `/api/churches/map?near=29.4241,-98.4936&radius=5&bbox=${firstMapBox}` },
  { name: "map pins, no box (the country's first 5,000)", path: "/api/churches/map" },
  { name: "two visit facts (page)", path: `/directory?${factSearch}` },
];
if (big) {
  for (const probe of scaleProbes) {
    targets.push(
      { name: `scale: ${probe.name}, ${churches}`, url: site.url + probe.path, script: uncachedScript, connections: 1 },
      { name: `scale: ${probe.name}, ${scaleChurches}`, url: big.url + probe.path, script: uncachedScript, connections: 1 },
    );
  }
}

const results = new Map<string, WrkResult[]>(targets.map((t) => [t.name, []]));
const statusMiB = (pid: number, field: "VmRSS" | "VmHWM") => Number(readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) / 1024;
const rssMiB = (pid: number) => statusMiB(pid, "VmRSS");

/** A copy of the small site's database, as it is now. */
const copySmall = (target: string) => {
  const source = new Database(join(site.dataDir, "app.db"), { readonly: true });
  source.query("VACUUM INTO ?").run(target);
  source.close();
};

/** Process start to the first answered page, on a copy of a database (median of 3). */
async function coldStart(copy: (target: string) => void, portOffset: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dir = mkdtempSync(join(tmpdir(), "churchdir-cold-"));
    copy(join(dir, "app.db"));
    const port = Number(new URL(site.url).port) + portOffset + i;
    const started = performance.now();
    const proc = Bun.spawn([process.execPath, "src/main.ts"], { cwd: join(import.meta.dir, ".."), env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dir, UPLOADS_DIR: join(dir, "uploads"), SEED: "none", LOG_LEVEL: "silent" }, stdout: "ignore", stderr: "ignore" });
    const url = `http://127.0.0.1:${port}/`;
    for (;;) {
      const ok = await fetch(url).then((r) => r.ok, () => false);
      if (ok) break;
      await Bun.sleep(5);
    }
    times.push(performance.now() - started);
    proc.kill();
    await proc.exited;
    rmSync(dir, { recursive: true, force: true });
  }
  return times.sort((a, b) => a - b)[1]!;
}
let coldStartMs = 0;
let bigFigures: { coldStartMs: number; rssMiB: number; peakMiB: number; dbMiB: number; walMiB: number } | null = null;
let soak: { minutes: number; startMiB: number; endMiB: number; peakMiB: number; requests: number; errors: number } | null = null;
/**
 * The first ask of each scale probe, timed alone: it pays what is remembered per data version
 * (the count of all matches, the map's pins) and reads the pages from disk; wrk's figures follow it.
 */
const firstAsk = new Map<string, number>();
const answerLength = new Map<string, number>();
try {
  for (const target of targets.filter((t) => t.name.startsWith("scale: "))) {
    const started = performance.now();
    const body = await (await fetch(`${target.url}${target.url.includes("?") ? "&" : "?"}bench=first`)).text();
    firstAsk.set(target.name, performance.now() - started);
    // How many churches (or pins) the answer holds: the sizes compare answers of the same length.
    if (target.url.includes("/api/")) answerLength.set(target.name, (JSON.parse(body) as unknown[]).length);
  }
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const result = await runWrk(target.url, { seconds, connections: target.connections ?? connections, script: target.script });
      results.get(target.name)!.push(result);
      console.log(`  round ${round}/${rounds} ${target.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms, errors ${result.errors}`);
    }
  }
  coldStartMs = await coldStart(copySmall, 10);
  if (big) {
    const size = (file: string) => statSync(join(big.dataDir, file), { throwIfNoEntry: false })?.size ?? 0;
    bigFigures = { rssMiB: statusMiB(big.pid, "VmRSS"), peakMiB: statusMiB(big.pid, "VmHWM"), dbMiB: size("app.db") / 2 ** 20, walMiB: size("app.db-wal") / 2 ** 20, coldStartMs: await coldStart((target) => copyCountryDatabase(scaleChurches, target, () => {}), 20) };
  }
  if (soakMinutes) {
    console.log(`  soak: ${soakMinutes} minutes of uncached directory, profile and API traffic…`);
    const startMiB = rssMiB(site.pid);
    let peakMiB = startMiB;
    let requests = 0;
    let errors = 0;
    const until = Date.now() + soakMinutes * 60_000;
    for (let i = 0; Date.now() < until; i++) {
      const target = [`${site.url}/directory`, site.url + profilePath, `${site.url}/api/churches?${broadQuery}`][i % 3]!;
      const r = await runWrk(target, { seconds: Math.min(20, Math.max(1, Math.round((until - Date.now()) / 1000))), connections, script: uncachedScript });
      requests += r.requests;
      errors += r.errors;
      peakMiB = Math.max(peakMiB, rssMiB(site.pid));
    }
    soak = { minutes: soakMinutes, startMiB, endMiB: rssMiB(site.pid), peakMiB, requests, errors };
  }
} finally {
  refs.kill();
  await site.stop();
  await big?.stop();
  rmSync(work, { recursive: true, force: true });
}

const summary = new Map(
  targets.map((t) => {
    const { rps, p50Ms, p99Ms, errors } = medianOf(results.get(t.name)!);
    return [t.name, { ...t, rps, p50: p50Ms, p99: p99Ms, errors }];
  }),
);
const hello = summary.get("hello (bare Bun.serve)")!.rps;
console.log(`\n| target | req/s | p50 ms | p99 ms | errors | × hello | × static twin |`);
console.log(`|---|---:|---:|---:|---:|---:|---:|`);
for (const s of summary.values()) {
  const twin = s.twin ? summary.get(s.twin)!.rps : undefined;
  console.log(`| ${s.name} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${s.errors} | ${(s.rps / hello).toFixed(3)} | ${twin ? (s.rps / twin).toFixed(2) : ""} |`);
}
if (big) {
  // p50 of one connection's answers at both sizes is what is compared.
  console.log(`\nWhole country: p50 at ${scaleChurches} churches against ${churches} (docs/decisions/0042-whole-country-bench.md)`);
  console.log(`| asked | p50 at ${churches} ms | p50 at ${scaleChurches} ms | ratio | aim ≤ 2× | first ask at ${churches} / ${scaleChurches} ms (aim ≤ 100) | answer's length |`);
  console.log(`|---|---:|---:|---:|---|---:|---:|`);
  for (const probe of scaleProbes) {
    const [smallName, largeName] = [`scale: ${probe.name}, ${churches}`, `scale: ${probe.name}, ${scaleChurches}`];
    const [small, large] = [summary.get(smallName)!.p50, summary.get(largeName)!.p50];
    const first = `${firstAsk.get(smallName)!.toFixed(0)} / ${firstAsk.get(largeName)!.toFixed(0)}`;
    const [smallLength, largeLength] = [answerLength.get(smallName), answerLength.get(largeName)];
    const length = smallLength !== undefined ? `${smallLength} / ${largeLength}` : "a page";
    // Answers of different lengths (the map's pins: 160 against 5,000) are compared per church returned (docs/testing.md, Benchmarks).
    const perChurch = smallLength && largeLength && smallLength !== largeLength ? largeLength / smallLength : 1;
    const ratio = large / small / perChurch;
    const shown = perChurch === 1 ? `${ratio.toFixed(2)}×` : `${(large / small).toFixed(2)}×; ${ratio.toFixed(2)}× a church returned`;
    console.log(`| ${probe.name} \`${probe.path}\` | ${small.toFixed(2)} | ${large.toFixed(2)} | ${shown} | ${large > 0 && ratio <= 2 ? "met" : large > 0 ? "missed" : "no answer within wrk's 2 s"} | ${first} | ${length} |`);
  }
}
console.log(`\nCold start on an existing database (${churches} churches), process start to the first answered page: ${coldStartMs.toFixed(0)} ms (median of 3).`);
if (bigFigures) {
  const f = bigFigures;
  console.log(`Cold start on the database of ${scaleChurches} churches: ${f.coldStartMs.toFixed(0)} ms (median of 3; aim ≤ 2000 ms).`);
  console.log(`Server memory after the runs at ${scaleChurches} churches: RSS ${f.rssMiB.toFixed(0)} MiB, at most ${f.peakMiB.toFixed(0)} MiB (aim ≤ 400 MiB).`);
  console.log(`Database of ${scaleChurches} churches: ${f.dbMiB.toFixed(0)} MiB + ${f.walMiB.toFixed(0)} MiB WAL.`);
}
if (soak) console.log(`Soak, ${soak.minutes} min: ${soak.requests} requests, ${soak.errors} errors; server memory (RSS) ${soak.startMiB.toFixed(0)} MiB at the start, ${soak.endMiB.toFixed(0)} MiB at the end, ${soak.peakMiB.toFixed(0)} MiB at most.`);
console.log(`\nwrk -t1 -c${connections} (the whole-country probes -c1) -d${seconds}s, ${rounds} interleaved round(s), medians; Bun ${Bun.version}, ${navigator.hardwareConcurrency} cores.`);
