import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { msg } from "../../contract/i18n/msg";
import { routes as paths } from "../../contract/routes";
import { calendarFeedSchema, type CalendarFeedView } from "../../contract/service-times/calendar-feed";
import { HttpError, notFound } from "../../http/errors";
import { answerForm } from "../../http/form-post";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { idParam, parseBody } from "../../http/validate";
import { ownersCalendarFeed, saveCalendarFeed, stopCalendarFeed, syncOwnersCalendarFeed, undoLastCalendarSync } from "../churches/service";

const TYPED = ["url", "servicesMatch", "cancelMatch"] as const;

/** What was typed, sent back to the page with a refused form (as `f.url` …: the page has other forms). */
function typed(body: unknown): string {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return new URLSearchParams(TYPED.flatMap((name) => (typeof fields[name] === "string" ? [[`f.${name}`, (fields[name] as string).slice(0, 1000)]] : []))).toString();
}

const NOT_FOUND = msg("calendarFeedNotFound", "Your church does not sync a calendar");
const TOO_OFTEN = msg("calendarFeedTooOften", "The calendar was read several times in the last minutes: try again later");
/** Where the page's calendar section is, with what happened. */
const section = (id: number, status: string) => `${paths.churchChanges(id)}?${status}=1#calendar-sync`;

/**
 * 'Sync from your church's calendar' (docs/service-times.md, Calendar sync): the owner's own church
 * only. The page's forms post here without JavaScript and come back to the page; a script uses
 * GET, PUT and DELETE. Reading the calendar at the owner's word is bounded per church (the hourly
 * job reads it anyway): past the bound, a save keeps the settings for the next hour and 'Sync now'
 * answers 429.
 */
export function calendarFeedApi(ctx: AppContext) {
  const reads = new RateLimiter(6, 10 * 60_000);
  const allowLoopback = ctx.env.CALENDAR_FEEDS_ALLOW_LOOPBACK;
  const mayRead = (id: number) => reads.hit(String(id)) === 0;
  async function save(user: { id: number }, id: number, body: unknown): Promise<CalendarFeedView> {
    saveCalendarFeed(ctx.db, user, id, parseBody(calendarFeedSchema, body), { allowLoopback });
    if (mayRead(id)) return syncOwnersCalendarFeed(ctx.db, user, id, { allowLoopback });
    return ownersCalendarFeed(ctx.db, user, id)!;
  }
  async function syncNow(user: { id: number }, id: number): Promise<CalendarFeedView> {
    // Another's church, or none set, is answered before the bound counts.
    if (!ownersCalendarFeed(ctx.db, user, id)) throw notFound(NOT_FOUND);
    if (!mayRead(id)) throw new HttpError(429, TOO_OFTEN);
    return syncOwnersCalendarFeed(ctx.db, user, id, { allowLoopback });
  }
  const after = (id: number, view: CalendarFeedView, ok: string) => section(id, view.status === "error" ? "feedFailed" : ok);
  return new Elysia({ name: "calendar-feed-api" })
    .use(routes(ctx))
    .get("/api/user/churches/:id/calendar-feed", ({ params, user }) => ({ feed: ownersCalendarFeed(ctx.db, user, idParam(params.id)) }), { auth: "owner" })
    .put("/api/user/churches/:id/calendar-feed", ({ params, body, user }) => save(user, idParam(params.id), body), { auth: "owner" })
    // A form cannot send PUT: the page's 'Save' posts here.
    .post(
      "/api/user/churches/:id/calendar-feed",
      ({ params, body, request, set, user }) => {
        const id = idParam(params.id);
        return answerForm(request, set, () => save(user, id, body), { done: (view) => after(id, view, "feedSaved"), back: `${paths.churchChanges(id)}?${typed(body)}#calendar-sync` });
      },
      { auth: "owner" },
    )
    .post(
      "/api/user/churches/:id/calendar-feed/sync",
      ({ params, request, set, user }) => {
        const id = idParam(params.id);
        return answerForm(request, set, () => syncNow(user, id), { done: (view) => after(id, view, "feedSynced"), back: `${paths.churchChanges(id)}#calendar-sync` });
      },
      { auth: "owner" },
    )
    .post(
      "/api/user/churches/:id/calendar-feed/undo",
      ({ params, request, set, user }) => {
        const id = idParam(params.id);
        return answerForm(request, set, () => undoLastCalendarSync(ctx.db, user, id), { done: () => section(id, "feedUndone"), back: `${paths.churchChanges(id)}#calendar-sync` });
      },
      { auth: "owner" },
    )
    .delete(
      "/api/user/churches/:id/calendar-feed",
      ({ params, user, set }) => {
        stopCalendarFeed(ctx.db, user, idParam(params.id));
        set.status = 204;
      },
      { auth: "owner" },
    )
    // A form cannot send DELETE: the page's 'Stop syncing' posts here.
    .post(
      "/api/user/churches/:id/calendar-feed/delete",
      ({ params, request, set, user }) => {
        const id = idParam(params.id);
        return answerForm(request, set, () => stopCalendarFeed(ctx.db, user, id), { done: () => section(id, "feedStopped"), back: `${paths.churchChanges(id)}#calendar-sync` });
      },
      { auth: "owner" },
    );
}
