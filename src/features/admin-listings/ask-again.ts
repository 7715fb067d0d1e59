import type { AskTimesAnswer } from "../../contract/admin-ask-times";
import type { Db } from "../../db/client";
import { recordAudit } from "../../db/audit";
import type { MailSite } from "../../mail/compose";
import type { SessionUser } from "../../sessions/sessions";
import { churchServices } from "../churches/service";
import { askOwner } from "../reports/ask-times";
import { selectChurchesToAsk } from "./queries";

/**
 * Manage Listings' 'Ask owners again' (docs/service-times.md, Asking the churches): the owners of
 * the chosen approved churches get the 'still right?' mail now, however recently they were asked
 * (the admin asked explicitly), unless they switched the 'times' questions off. Each mail, its
 * church's `services_asked_at` and the audit entry are written together. A church that is not
 * approved, or an id that names none, is not asked and not counted.
 */
export async function askOwnersAgain(db: Db, site: MailSite, secret: string, admin: SessionUser, ids: number[], now = new Date()): Promise<AskTimesAnswer> {
  const chosen = selectChurchesToAsk(db, [...new Set(ids)]).filter((c) => c.status === "approved");
  const services = churchServices(db, chosen.map((c) => c.id), now);
  const answer: AskTimesAnswer = { asked: 0, optedOut: 0, noOwner: 0 };
  for (const church of chosen) {
    if (church.ownerId === null) {
      answer.noOwner++;
      continue;
    }
    const audit = () => recordAudit(db, { actorId: admin.id, action: "church.owner_asked_about_times", entityType: "church", entityId: church.id, details: { servicesAskedAt: [church.servicesAskedAt?.toISOString() ?? null, now.toISOString()] } });
    const mailed = await askOwner(db, site, secret, { id: church.id, name: church.name, ownerId: church.ownerId }, services.get(church.id)!, now, audit);
    answer[mailed ? "asked" : "optedOut"]++;
  }
  return answer;
}
