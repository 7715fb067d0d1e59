import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";

/**
 * First paint in one round trip (docs/decisions/0040-first-paint.md): upper bounds, in ms (CLS
 * unitless). Lighthouse's simulated Total Blocking Time is reported but not an aim: it moved
 * 0–154 ms between runs of one page here; blocking is measured in Chromium instead (long-tasks.ts).
 */
export const TIMING_AIMS: Partial<Record<Timing, number>> = { FCP: 1200, LCP: 1500, CLS: 0 };
const TIMING_AUDITS = { FCP: "first-contentful-paint", LCP: "largest-contentful-paint", TBT: "total-blocking-time", CLS: "cumulative-layout-shift" } as const;
export type Timing = keyof typeof TIMING_AUDITS;
export const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

type LighthouseResult = { categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>; audits: Record<string, { score: number | null; numericValue?: number; title: string; displayValue?: string; details?: { items?: { resourceType?: string; transferSize?: number }[] } }> };

export interface LighthouseSummary {
  /** The median run's category scores, 0–100. */
  scores: Record<string, number>;
  /** Every run's performance score, lowest first. */
  performanceRuns: number[];
  /** The median of the runs, each figure on its own. */
  timings: Record<Timing, number>;
  /** The median run's weighted audits scoring below 0.9. */
  failing: string[];
  scriptKiB: number;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse 12 (mobile preset, run with Node on the given Chromium) `runs` times on `url`, the
 * session cookie sent with every request of a signed-in page (`--extra-headers`). Scores vary between
 * runs; Lighthouse's variability guide recommends the median of five.
 */
export function lighthouse(options: { url: string; chrome: string; runs: number; categories: string[]; cookie?: string; work: string; label: string; step: (text: string) => void }): LighthouseSummary {
  const { url, chrome, runs: count, categories, cookie, work, label, step } = options;
  const runs: LighthouseResult[] = [];
  for (let run = 1; run <= count; run++) {
    step(`${label}: Lighthouse ${run}/${count}…`);
    // Read at once: the next page's runs write over it.
    const report = join(work, `lighthouse-${run}.json`);
    const args = [join(projectRoot, "node_modules/lighthouse/cli/index.js"), url, "--output=json", `--output-path=${report}`, "--quiet", `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${categories.join(",")}`];
    if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
    const once = () => Bun.spawnSync(["node", ...args], { env: { ...process.env, CHROME_PATH: chrome }, stderr: "pipe" });
    // On a busy machine Lighthouse now and then fails to record the trace (NO_NAVSTART): that run is run again, twice at most.
    let lh = once();
    for (let retry = 0; retry < 2 && lh.exitCode !== 0; retry++) lh = once();
    if (lh.exitCode !== 0) throw new Error(`Lighthouse failed on ${url}: ${lh.stderr.toString().slice(-500)}`);
    runs.push(JSON.parse(readFileSync(report, "utf8")) as LighthouseResult);
  }
  runs.sort((a, b) => a.categories.performance!.score - b.categories.performance!.score);
  const lhr = runs[Math.floor(runs.length / 2)]!;
  const failing = Object.values(lhr.categories).flatMap((c) =>
    c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 0.9).map((r) => `${lhr.audits[r.id]!.title}${lhr.audits[r.id]!.displayValue ? ` (${lhr.audits[r.id]!.displayValue})` : ""}`),
  );
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round(c.score * 100)])),
    performanceRuns: runs.map((r) => Math.round(r.categories.performance!.score * 100)),
    timings: Object.fromEntries(Object.entries(TIMING_AUDITS).map(([k, id]) => [k, median(runs.map((r) => r.audits[id]?.numericValue ?? Infinity))])) as Record<Timing, number>,
    failing,
    scriptKiB: (lhr.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1024,
  };
}
