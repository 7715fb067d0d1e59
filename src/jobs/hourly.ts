import type { AppContext } from "../app-context";
import type { Env } from "../env";

const HOUR_MS = 3600_000;

/**
 * How long after start the timed jobs first run (JOBS_DELAY_SECONDS): a started server answers
 * first, so a restart's first pages do not wait behind a month of reports at country scale
 * (docs/operations.md, Timed jobs).
 */
export const firstRunDelayMs = (env: Pick<Env, "JOBS_DELAY_SECONDS">): number => env.JOBS_DELAY_SECONDS * 1000;

/**
 * Runs a job `firstRunDelayMs` after start and then every hour, one run at a time; it logs what the run
 * says it did (`said`, null when nothing worth a line happened) and a failure by the job's name.
 * The timers do not keep the process alive.
 */
export function everyHour(ctx: Pick<AppContext, "log">, name: string, run: () => Promise<string | null>, firstRunDelayMs: number): () => void {
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
  const first = setTimeout(() => void once(), firstRunDelayMs);
  first.unref();
  const timer = setInterval(() => void once(), HOUR_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
