import type { AppContext } from "../app-context";
import type { Env } from "../env";

const HOUR_MS = 3600_000;

/**
 * Runs a job JOBS_DELAY_SECONDS after start (a started server answers first, so a restart's first
 * pages do not wait behind a month of reports at country scale: docs/operations.md, Timed jobs)
 * and then every hour, one run at a time; it logs what the run says it did (`said`, null when
 * nothing worth a line happened) and a failure by the job's name. The timers do not keep the
 * process alive.
 */
export function everyHour(ctx: Pick<AppContext, "log"> & { env: Pick<Env, "JOBS_DELAY_SECONDS"> }, name: string, run: () => Promise<string | null>): () => void {
  let running = false;
  const once = async () => {
    if (running) return;
    running = true;
    try {
      const said = await run();
      if (said) ctx.log(said);
    } catch (error) {
      ctx.log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void once(), ctx.env.JOBS_DELAY_SECONDS * 1000);
  first.unref();
  const timer = setInterval(() => void once(), HOUR_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
