import { proxy, useSnapshot } from "valtio";
import { useScripted } from "../components/lang-context";
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

const unknown: Session = { status: "unknown", user: null };

/**
 * The session for an island that renders it: 'unknown' while it hydrates, as the server drew it,
 * then the answer. The shell may have the answer before an island's code arrives, and hydrating
 * with it would keep the server's attributes (a link's href) without updating them.
 */
export function useSession(): Session {
  const session = useSnapshot(sessionState);
  return useScripted() ? session : unknown;
}
