import type { AppContext } from "../app-context";
import type { GuardedForm } from "../contract/form-guard";
import { mailSite } from "../mail/site";
import { sendFloodSummary } from "../features/notifications/flood";

const EVERY_MS = 5 * 60_000;
const HOUR_MS = 3600_000;

/**
 * While a public form is flooded, the admins hear of it once an hour (docs/decisions/0046-hardening-round-3.md):
 * every tick gathers what the forms held; the first summary goes at the first tick after a flood
 * starts, the next no sooner than an hour after it.
 */
export class FloodSummary {
  private held: Partial<Record<GuardedForm, number>> = {};
  private lastSent = Number.NEGATIVE_INFINITY;

  constructor(private readonly ctx: Pick<AppContext, "db" | "env" | "origin" | "formFlood" | "log">) {}

  tick(now = Date.now()): void {
    for (const [form, n] of Object.entries(this.ctx.formFlood.takeHeld()) as [GuardedForm, number][]) this.held[form] = (this.held[form] ?? 0) + n;
    if (Object.keys(this.held).length === 0 || now - this.lastSent < HOUR_MS) return;
    const mails = sendFloodSummary(this.ctx.db, mailSite(this.ctx), this.held, this.ctx.env.FORM_FLOOD_PER_HOUR, new Date(now));
    this.ctx.log(`Public forms flooded: ${JSON.stringify(this.held)} held; ${mails} summary mail${mails === 1 ? "" : "s"} queued.`);
    this.held = {};
    this.lastSent = now;
  }
}

/** Ticks every five minutes; the timer does not keep the process alive. */
export function scheduleFloodSummary(ctx: AppContext): () => void {
  const summary = new FloodSummary(ctx);
  const timer = setInterval(() => {
    try {
      summary.tick();
    } catch (error) {
      ctx.log(`flood summary failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
