import { Elysia } from "elysia";
import type { Lang } from "../contract/i18n/lang";
import { translateMessage } from "../contract/i18n/validation-text";
import { messages } from "../contract/messages";
import { routes } from "../contract/routes";
import { requestLang } from "./request-lang";
import { msg } from "../contract/i18n/msg";

/** A form the browser itself posted (no JavaScript): the islands send JSON. */
const isBrowserFormPost = (request: Request) => /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(request.headers.get("content-type") ?? "");

/** A failure a service throws on purpose: its status and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.notFoundBody) => new HttpError(404, message);

/** An answer's `error` and field messages in the request's language (docs/i18n.md, The API). */
function inLang(lang: Lang, error: string, details?: unknown): { error: string; details?: unknown } {
  const answer = { error: translateMessage(error, lang) };
  if (!details) return answer;
  const fields = (details as { fields?: unknown }).fields;
  if (lang === "en" || typeof fields !== "object" || fields === null) return { ...answer, details };
  const translated = Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, typeof message === "string" ? translateMessage(message, lang) : message]));
  return { ...answer, details: { ...details, fields: translated } };
}

/**
 * Every error becomes a JSON answer { error } with a fitting status, but a browser's own form post
 * refused for want of a session goes to the sign-in page. Unexpected errors are logged with their
 * stack and answer 500 with a plain sentence: no stack ever reaches a response. Messages speak the
 * request's language.
 */
export function errorHandler(log: (line: string) => void) {
  return new Elysia({ name: "errors" }).onError({ as: "global" }, ({ code, error, set, request }) => {
    const answer = (text: string, details?: unknown) => inLang(requestLang(request), text, details);
    if (error instanceof HttpError && error.status === 401 && isBrowserFormPost(request)) {
      // A form posted without JavaScript by a browser whose session ended: to sign in, not a JSON page.
      set.status = 303;
      set.headers.location = new URL(request.url).pathname.startsWith("/api/admin") ? routes.adminLogin : routes.login;
      set.headers["cache-control"] = "no-store";
      return "";
    }
    if (error instanceof HttpError) {
      set.status = error.status;
      return answer(error.message, error.details);
    }
    switch (code) {
      case "NOT_FOUND":
        set.status = 404;
        return answer(messages.notFoundBody);
      case "PARSE":
      case "VALIDATION":
      case "INVALID_COOKIE_SIGNATURE":
        set.status = 400;
        return answer(messages.badRequest);
    }
    // A malformed percent-escape in the path or a parameter.
    if (error instanceof URIError) {
      set.status = 400;
      return answer(messages.badRequest);
    }
    const status = (error as { status?: unknown })?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      set.status = status;
      return answer(status === 413 ? msg("tooLarge", "The request is too large.") : messages.badRequest);
    }
    log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    set.status = 500;
    return answer(messages.serverError);
  });
}
