import { routes } from "../../contract/routes";
import { isWeeklyService } from "../../contract/service-times/options";
import type { Db } from "../../db/client";
import { signStillRight } from "../../lib/signed-links";
import type { MailSite } from "../../mail/compose";
import { churchServices, churchesToReconfirm, markServicesAsked, type ChurchServices } from "../churches/service";
import { notifyUser } from "../notifications/service";
import { timesMail } from "./times-mail";

/** How long the mailed 'still right' link works. */
const LINK_DAYS = 45;

export interface AskRun {
  asked: number;
  skipped: number;
  summary: string;
}

/** A church whose owner is asked. */
export interface ChurchToAsk {
  id: number;
  name: string;
  ownerId: number;
}

/**
 * One church's question: the mail (its link signed for 45 days) and the church's
 * `services_asked_at` in one transaction, with `alongside` (an admin's audit entry) when mailed. An
 * owner who switched 'times' off is not mailed, and the church is not marked: false.
 */
export async function askOwner(db: Db, site: MailSite, secret: string, church: ChurchToAsk, services: ChurchServices, now: Date, alongside: () => void = () => {}): Promise<boolean> {
  // Signed before the transaction: signing is asynchronous, the transaction is not.
  const token = await signStillRight(secret, church.id, new Date(now.getTime() + LINK_DAYS * 86_400_000));
  const serviceTimes = services.weekly.filter(isWeeklyService);
  return db.transaction(() => {
    const mailed = notifyUser(db, church.ownerId, "times", (to) => timesMail(site, to, { ...church, serviceTimes }, `${routes.servicesStillRight}?token=${encodeURIComponent(token)}`));
    if (mailed) {
      markServicesAsked(db, church.id, now);
      alongside();
    }
    return mailed;
  });
}

/**
 * Asks the owners of churches whose times were confirmed more than 90 days ago (or never) whether
 * they are still right, at most once in 30 days per church (docs/service-times.md, Asking the
 * churches). An owner who switched 'times' off is not mailed, and is not marked as asked. The mail
 * and the mark are written together: a failure loses neither.
 */
export async function askAboutTimes(db: Db, site: MailSite, secret: string, { now = new Date(), progress = () => {} }: { now?: Date; progress?: (line: string) => void } = {}): Promise<AskRun> {
  const due = churchesToReconfirm(db, now);
  const services = churchServices(db, due.map((c) => c.id), now);
  const run: AskRun = { asked: 0, skipped: 0, summary: "" };
  for (const [i, church] of due.entries()) {
    const sent = await askOwner(db, site, secret, church, services.get(church.id)!, now);
    run[sent ? "asked" : "skipped"]++;
    progress(`[${i + 1}/${due.length}] ${church.name}: ${sent ? "asked its owner" : "not mailed (the owner switched these questions off)"}`);
  }
  const owners = (n: number) => `${n} ${n === 1 ? "owner" : "owners"}`;
  run.summary = `Times: ${owners(run.asked)} asked, ${run.skipped} not mailed (${due.length} ${due.length === 1 ? "church" : "churches"} due).`;
  return run;
}
