import { proxy } from "valtio";
import { api, ApiError } from "../lib/api";
import { messages } from "../../src/contract/messages";

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: "owner" | "admin";
}

/** Who is signed in, from GET /api/auth/me; 'unknown' until the first answer. */
export const sessionState = proxy({
  status: "unknown" as "unknown" | "signed-in" | "signed-out" | "error",
  user: null as CurrentUser | null,
});

/** Never cached: asked on mount and on every window focus (visitor spec 4). */
export async function refreshSession(): Promise<void> {
  try {
    const user = await api<CurrentUser>("GET", "/api/auth/me");
    sessionState.user = user;
    sessionState.status = "signed-in";
  } catch (error) {
    sessionState.user = null;
    if (error instanceof ApiError && error.status === 401) {
      sessionState.status = "signed-out";
    } else {
      sessionState.status = "error";
      console.warn(messages.failedToFetchUser, error);
    }
  }
}
