import { messages } from "../contract/messages";
import type { SessionUser } from "../sessions/sessions";
import { HttpError } from "./errors";
import { msg } from "../contract/i18n/msg";

/** The signed-in user, or a 401 for routes that need one. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new HttpError(401, messages.signedOut);
  return user;
}

/** An administrator, or 401 signed out and 403 for anyone else (docs/product.md M6). */
export function requireAdmin(user: SessionUser | null): SessionUser {
  if (requireUser(user).role !== "admin") throw new HttpError(403, msg("administratorsOnly", "Administrators only."));
  return user!;
}
