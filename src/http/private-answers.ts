import { addVary } from "./content-coding";

/**
 * Answers for one person only (docs/decisions/0046-hardening-round-3.md, private answers): what a
 * signed-in account sees, what carries a link's token or sets a cookie. No cache may keep them,
 * not the browser's back-forward store of a shared computer, not a proxy.
 */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const sessionReaders = new WeakSet<Request>();

/** Called wherever a request's session cookie is read: its answer depends on who asks. */
export function noteSessionRead(request: Request): void {
  sessionReaders.add(request);
}

/** Makes the headers those of an answer for one person: never stored, and varying by cookie. */
export function makePrivate(headers: Headers): void {
  headers.set("cache-control", PRIVATE_CACHE_CONTROL);
  addVary(headers, "Cookie");
}

/** Whether the request's session cookie was read while answering it. */
export function readTheSession(request: Request): boolean {
  return sessionReaders.has(request);
}

/** Whether an answer is for one person: its request read the session, or it sets a cookie. */
export function isPrivateAnswer(request: Request, response: Response): boolean {
  return sessionReaders.has(request) || response.headers.has("set-cookie");
}
