import { Elysia } from "elysia";
import { translateMessage } from "../contract/i18n/validation-text";
import { messages } from "../contract/messages";
import { requestLang } from "./request-lang";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site: a foreign Origin, or
 * Sec-Fetch-Site 'cross-site'. Requests without either (server-to-server webhooks, curl) pass;
 * they carry no ambient cookie authority from a browser.
 */
export function isForeignRequest(request: Request, publicUrl?: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin) {
    const own = new Set([new URL(request.url).origin]);
    if (publicUrl) own.add(new URL(publicUrl).origin);
    return !own.has(origin);
  }
  return request.headers.get("sec-fetch-site") === "cross-site";
}

export function originCheck(publicUrl?: string) {
  return new Elysia({ name: "origin-check" }).onRequest(({ request, set }) => {
    if (!isForeignRequest(request, publicUrl)) return;
    set.status = 403;
    // In the language the page asked in (docs/i18n.md, The API).
    return { error: translateMessage(messages.foreignOrigin, requestLang(request)) };
  });
}
