/** Runs wrk against one URL and reads its figures. wrk is from Debian's packages (apt-get install wrk). */
export interface WrkResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
}

function toMs(value: string): number {
  const m = value.match(/^([\d.]+)(us|ms|s|m)$/);
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "ms" ? n : m[2] === "s" ? n * 1000 : n * 60_000;
}

export async function runWrk(url: string, options: { seconds: number; connections: number; script?: string }): Promise<WrkResult> {
  // Asked as a browser asks: with a user agent, so the per-visitor counting of searches runs (decision 0036).
  const args = ["wrk", "-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", "-H", "User-Agent: Mozilla/5.0 (X11; Linux x86_64) bench"];
  if (options.script) args.push("-s", options.script);
  const proc = Bun.spawn([...args, url], { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(proc.stdout).text();
  if ((await proc.exited) !== 0) throw new Error(`wrk failed: ${await new Response(proc.stderr).text()}`);
  const percentile = (p: string) => toMs(out.match(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m"))?.[1] ?? "");
  const errors = [...out.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce((a, m) => a + Number(m[2]), 0);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? Number.NaN),
    p50Ms: percentile("50"),
    p99Ms: percentile("99"),
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    errors: errors + non2xx,
  };
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Rounds of one case: the median of each figure, and the requests and errors of all. */
export function medianOf(results: WrkResult[]): WrkResult {
  const sum = (figure: (r: WrkResult) => number) => results.reduce((total, r) => total + figure(r), 0);
  return { rps: median(results.map((r) => r.rps)), p50Ms: median(results.map((r) => r.p50Ms)), p99Ms: median(results.map((r) => r.p99Ms)), requests: sum((r) => r.requests), errors: sum((r) => r.errors) };
}
