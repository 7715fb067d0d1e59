import { localePath } from "../contract/i18n/lang";
import { HttpError } from "./errors";
import { pageLangOf } from "./page-lang";

/** A form posted by the browser itself (no JavaScript), not the island's JSON call. */
export const isFormPost = (request: Request) => (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");

/** `path` with one more query parameter, before its fragment. */
export function withParam(path: string, name: string, value: string): string {
  const [base, fragment] = path.split("#", 2);
  return `${base}${base!.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}${fragment === undefined ? "" : `#${fragment}`}`;
}

/**
 * Runs a form's action for both of its callers (docs/decisions/0025-account-links-and-forms.md):
 * the island's JSON call gets the result, or the error as JSON; a form posted without JavaScript
 * gets 303 to `done`, or back to `back` with the problem's message in `error` for the page to show,
 * in the language of the page that posted it (posted to /es/…, docs/i18n.md).
 */
export async function answerForm<T>(
  request: Request,
  set: { status?: number | string; headers: Record<string, unknown> },
  run: () => T | Promise<T>,
  where: { done: (result: T) => string; back: string },
): Promise<T | undefined> {
  if (!isFormPost(request)) return run();
  let location: string;
  try {
    location = where.done(await run());
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    location = withParam(where.back, "error", error.message);
  }
  set.status = 303;
  set.headers.location = localePath(pageLangOf(request), location);
  return undefined;
}
