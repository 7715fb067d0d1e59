import { api } from "../lib/api";

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: "owner" | "admin";
}

export interface Session {
  status: "unknown" | "signed-in" | "signed-out" | "error";
  user: CurrentUser | null;
}

/**
 * Who is signed in, without React: the header's sign-in link (web/enhance/session-link.ts) asks,
 * and islands read the same answer through web/state/session.ts
 * (docs/decisions/0039-shell-without-react.md).
 */
let session: Session = { status: "unknown", user: null };
const listeners = new Set<(session: Session) => void>();

/** Calls the listener with every answer, and once now. */
export function onSessionChange(listener: (session: Session) => void): void {
  listeners.add(listener);
  listener(session);
}

/**
 * Never cached: asked on load and on every window focus (docs/product.md V4). It asks
 * /api/auth/session, which answers null rather than /api/auth/me's 401 when signed out.
 */
export async function refreshSession(): Promise<void> {
  try {
    const { user } = await api<{ user: CurrentUser | null }>("GET", "/api/auth/session");
    session = { status: user ? "signed-in" : "signed-out", user };
  } catch (error) {
    session = { status: "error", user: null };
    // For whoever reads the console; the sign-in link stays as it was (docs/product.md V4).
    console.warn("The session could not be read", error);
  }
  for (const listener of listeners) listener(session);
}
