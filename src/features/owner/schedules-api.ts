import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes as paths } from "../../contract/routes";
import { isWeeklyService, type WeeklyService } from "../../contract/service-times/options";
import { SCHEDULE_SERVICES_TEXT_MESSAGE, temporaryScheduleSchema } from "../../contract/service-times/schedule-schema";
import { HttpError } from "../../http/errors";
import { answerForm } from "../../http/form-post";
import { routes } from "../../http/routes";
import { idParam, parseBody } from "../../http/validate";
import { parseServiceString } from "../../lib/service-times/parse";
import { removeTemporarySchedule, setTemporarySchedule } from "../churches/service";

const TYPED = ["kind", "startsOn", "endsOn", "note", "noteEs", "services"] as const;

/** What was typed, sent back to the page with a refused form so it keeps it (as `s.kind` …: the page has another form). */
function typed(body: unknown): string {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return new URLSearchParams(TYPED.flatMap((name) => (typeof fields[name] === "string" ? [[`s.${name}`, (fields[name] as string).slice(0, 1000)]] : []))).toString();
}

/**
 * The form without JavaScript types the services meanwhile, one a line ('Sunday 9:30 AM'): each
 * line is read as the church form's strings are, and one the parser cannot read for sure is
 * refused rather than kept to review (a schedule's services are what visitors are told).
 */
function withServiceRows(body: unknown): unknown {
  if (typeof body !== "object" || body === null || typeof (body as { services?: unknown }).services !== "string") return body;
  const lines = ((body as { services: string }).services.split(/\r?\n/) ?? []).map((l) => l.trim()).filter(Boolean);
  const services: WeeklyService[] = [];
  for (const line of lines) {
    const rows = parseServiceString(line.slice(0, 200));
    if (!rows.length || !rows.every(isWeeklyService)) throw new HttpError(422, SCHEDULE_SERVICES_TEXT_MESSAGE, { fields: { services: SCHEDULE_SERVICES_TEXT_MESSAGE } });
    services.push(...rows.map(({ needsReview: _, ...s }) => s));
  }
  return { ...body, services };
}

/**
 * A temporary schedule or a closure (docs/service-times.md, Temporary schedules): the owner's own
 * church only. The page's forms post here without JavaScript and come back to the page.
 */
export function temporarySchedulesApi(ctx: AppContext) {
  return new Elysia({ name: "temporary-schedules-api" })
    .use(routes(ctx))
    .post(
      "/api/user/churches/:id/schedules",
      ({ params, body, request, set, user }) => {
        const id = idParam(params.id);
        return answerForm(request, set, () => setTemporarySchedule(ctx.db, user, id, parseBody(temporaryScheduleSchema, withServiceRows(body))), {
          done: () => `${paths.churchChanges(id)}?scheduled=1`,
          back: `${paths.churchChanges(id)}?${typed(body)}`,
        });
      },
      { auth: "owner" },
    )
    .delete(
      "/api/user/churches/:id/schedules/:scheduleId",
      ({ params, user, set }) => {
        removeTemporarySchedule(ctx.db, user, idParam(params.id), idParam(params.scheduleId, "Schedule"));
        set.status = 204;
      },
      { auth: "owner" },
    )
    // A form cannot send DELETE: the page's 'Remove' button posts here.
    .post(
      "/api/user/churches/:id/schedules/:scheduleId/delete",
      ({ params, request, set, user }) => {
        const id = idParam(params.id);
        return answerForm(request, set, () => removeTemporarySchedule(ctx.db, user, id, idParam(params.scheduleId, "Schedule")), {
          done: () => `${paths.churchChanges(id)}?unscheduled=1`,
          back: paths.churchChanges(id),
        });
      },
      { auth: "owner" },
    );
}
