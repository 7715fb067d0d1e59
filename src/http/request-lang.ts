import { isLang, type Lang } from "../contract/i18n/lang";

const languageReaders = new WeakSet<Request>();

/** Whether the answer to this request was put in the language its Accept-Language asks for: it varies by it. */
export function readTheLanguage(request: Request): boolean {
  return languageReaders.has(request);
}

/**
 * The language an API answer speaks (docs/i18n.md, The API): Spanish when the request's
 * Accept-Language prefers Spanish to English (the site's islands send the page's language),
 * English otherwise, as the spec's messages are.
 */
export function requestLang(request: Request): Lang {
  languageReaders.add(request);
  const header = request.headers.get("accept-language");
  if (!header) return "en";
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(",")) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const primary = range.split("-")[0];
    if (!isLang(primary)) continue;
    const qParam = params.find((p) => p.trim().startsWith("q="));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang: primary, q };
  }
  return best?.lang ?? "en";
}
