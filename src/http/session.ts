import type { AppContext } from "../app-context";
import { SESSION_COOKIE, userForSessionToken, type SessionUser } from "../sessions/sessions";
import { noteSessionRead } from "./private-answers";

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`);

const signedIn = new WeakMap<Request, number>();

/** The signed-in user of a request, or null: read here for pages and for routes that declare `auth` (src/http/routes.ts). */
export function sessionUser(ctx: AppContext, request: Request): SessionUser | null {
  // Whatever the answer, it is this caller's: no cache may keep it (src/http/private-answers.ts).
  noteSessionRead(request);
  const header = request.headers.get("cookie") ?? "";
  const match = header.match(SESSION_COOKIE_PATTERN);
  const user = userForSessionToken(ctx.db, match?.[1]);
  if (user) signedIn.set(request, user.id);
  return user;
}

/** The account a request was answered for, when it read its session (the request's log line names it). */
export function signedInUserId(request: Request): number | undefined {
  return signedIn.get(request);
}
