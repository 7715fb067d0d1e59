import type { AppContext } from "../../app-context";
import { mailSite } from "../../mail/site";
import { runSend, sendsUnderWay } from "./newsletters";

/** At start, once the origin is known: each newsletter left 'sending' writes its remaining batches, skipping whoever has theirs. */
export function resumeNewsletterSends(ctx: AppContext): void {
  for (const id of sendsUnderWay(ctx.db)) void runSend(ctx.db, mailSite(ctx), ctx.env.SESSION_SECRET, id, ctx.log);
}
