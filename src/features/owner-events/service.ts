import { DEFAULT_EVENT_HOUR } from "../../contract/events";
import { parseEventTime } from "../../contract/dates";
import { eventSubmissionMessages as text, type EventSubmissionInput, type EventSubmissionView, type OwnerEvent } from "../../contract/event-submission";
import type { Db } from "../../db/client";
import { recordAudit } from "../../db/audit";
import { HttpError } from "../../http/errors";
import { centralDay, centralToUtc } from "../../lib/dates";
import type { SessionUser } from "../../sessions/sessions";
import { ownersChurch } from "../churches/service";
import { addEvent } from "../events/service";
import { selectSubmittedEvents } from "./queries";

const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000;

/** An owner's event for their approved church; it waits for an admin (docs/product.md D8). */
export function submitEvent(db: Db, user: SessionUser, input: EventSubmissionInput, now = new Date()): { id: number; status: "pending" } {
  const church = ownersChurch(db, user.id);
  if (!church) throw new HttpError(403, text.noChurch);
  if (church.status !== "approved") throw new HttpError(403, text.notApproved);
  if (input.date < centralDay(now)) throw new HttpError(422, text.past, { fields: { date: text.past } });
  if (input.date > centralDay(new Date(now.getTime() + TWO_YEARS_MS))) throw new HttpError(422, text.tooFar, { fields: { date: text.tooFar } });
  const time = input.time ? parseEventTime(input.time) : null;
  const startsAt = centralToUtc(input.date, time?.hour ?? DEFAULT_EVENT_HOUR, time?.minute ?? 0);
  return db.transaction(() => {
    const id = addEvent(db, {
      churchId: church.id,
      title: input.title,
      description: input.description,
      startsAt,
      hasTime: time !== null,
      location: input.location || church.address,
      category: input.category,
      language: input.language ?? "en",
      status: "pending",
      submittedBy: user.id,
    });
    recordAudit(db, { actorId: user.id, action: "event.submitted", entityType: "event", entityId: id });
    return { id, status: "pending" as const };
  });
}

/** What /event-submission shows this visitor: the form only for the owner of an approved church. */
export function eventSubmissionView(db: Db, user: SessionUser | null): EventSubmissionView {
  if (!user) return { kind: "signed-out" };
  const church = ownersChurch(db, user.id);
  if (!church) return { kind: "no-church" };
  return { kind: church.status === "approved" ? "form" : "waiting", church: church.name };
}

export function submittedEvents(db: Db, user: SessionUser): OwnerEvent[] {
  return selectSubmittedEvents(db, user.id, 50).map((e) => ({ id: e.id, title: e.title, date: centralDay(e.startsAt), status: e.status, rejectionReason: e.status === "rejected" ? e.rejectionReason : null }));
}
