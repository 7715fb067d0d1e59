import { proxy } from "valtio";
import { onSessionChange, type Session } from "./current-user";

export type { CurrentUser } from "./current-user";
export { refreshSession } from "./current-user";

/**
 * Who is signed in, as a valtio proxy for islands (`useSnapshot`): a copy of the answer the shell's
 * sign-in link asked for (web/state/current-user.ts), so a page asks once.
 */
export const sessionState = proxy<Session>({ status: "unknown", user: null });

onSessionChange((session) => {
  sessionState.user = session.user;
  sessionState.status = session.status;
});
