import { proxy } from "valtio";
import { api } from "../lib/api";
import { messages } from "../../src/contract/messages";

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: "owner" | "admin";
}

/** Who is signed in, from GET /api/auth/session; 'unknown' until the first answer. */
export const sessionState = proxy({
  status: "unknown" as "unknown" | "signed-in" | "signed-out" | "error",
  user: null as CurrentUser | null,
});

/**
 * Never cached: asked on mount and on every window focus (docs/product.md V4). It asks
 * /api/auth/session, which answers null rather than /api/auth/me's 401 when signed out.
 */
export async function refreshSession(): Promise<void> {
  try {
    const { user } = await api<{ user: CurrentUser | null }>("GET", "/api/auth/session");
    sessionState.user = user;
    sessionState.status = user ? "signed-in" : "signed-out";
  } catch (error) {
    sessionState.user = null;
    sessionState.status = "error";
    console.warn(messages.failedToFetchUser, error);
  }
}
