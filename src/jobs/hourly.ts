import type { AppContext } from "../app-context";

const HOUR_MS = 3600_000;

/**
 * Runs a job at start and every hour, one run at a time; it logs what the run says it did
 * (`said`, null when nothing worth a line happened) and a failure by the job's name. The timer
 * does not keep the process alive.
 */
export function everyHour(ctx: AppContext, name: string, run: () => Promise<string | null>): () => void {
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
  void once();
  const timer = setInterval(() => void once(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
