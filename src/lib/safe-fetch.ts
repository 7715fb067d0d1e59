import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { msg } from "../contract/i18n/msg";
import { isPublicAddress, isPublicHost } from "../contract/public-address";

/**
 * Reads a church's calendar from an address its owner typed (docs/service-times.md, Calendar sync;
 * docs/decisions/0053-calendar-sync.md) without becoming a way into the server's network: https
 * only; the host's every address (node:dns, all of them) must be public, or nothing is sent; the
 * request goes to the address that was checked (Bun's fetch to the IP, with the Host header and
 * the TLS server name set to the host, so the certificate is still checked against the name and a
 * second DNS answer cannot switch the address); redirects are followed by hand, at most 3, each
 * checked again; at most 10 seconds in all and 2 MB read, reading stops past it. No proxy.
 */
export const FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

/** Why a calendar could not be read, in the words the owner is shown (validation catalogue). */
export class FetchRefused extends Error {}

const NOT_HTTPS = msg("calendarFeedNotHttps", "The calendar's address (or one it leads to) is not https");
const PRIVATE = msg("calendarFeedPrivate", "The calendar's address (or one it leads to) is on a private network");
const UNREACHABLE = msg("calendarFeedUnreachable", "The calendar's address could not be reached");
const CERTIFICATE = msg("calendarFeedCertificate", "The calendar's address has no valid security certificate");
const TIMEOUT = msg("calendarFeedTimeout", "The calendar did not answer within 10 seconds");
const TOO_LARGE = msg("calendarFeedTooLarge", "The calendar is larger than 2 MB");
const REDIRECTS = msg("calendarFeedRedirects", "The calendar's address redirects more than 3 times");
const NOT_CALENDAR = msg("calendarFeedNotCalendar", "The address does not give an iCalendar file");
const statusProblem = (status: number) => msg("calendarFeedStatus", `The calendar's address answered with status ${status}`);

/** The validators of the copy last read, sent back so an unchanged calendar answers 304. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type Fetched = { notModified: true } | { notModified: false; body: string; validators: Validators };

export interface SafeFetchOptions {
  validators?: Validators | null;
  /** Tests only (CALENDAR_FEEDS_ALLOW_LOOPBACK): http://127.0.0.1 may be read; nothing else changes. */
  allowLoopback?: boolean;
  /** Every address of a host name; node:dns by default. */
  resolve?: (host: string) => Promise<string[]>;
  /** A certificate authority to trust besides the system's (tests of the TLS path). */
  ca?: string;
  limits?: Partial<Record<keyof typeof FETCH_LIMITS, number>>;
}

const resolveAll = async (host: string) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The address to connect to for `url`, checked: refused unless every address of its host is public. */
async function checkedAddress(url: URL, options: SafeFetchOptions, aborted: Promise<never>): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (options.allowLoopback && url.protocol === "http:" && host === "127.0.0.1") return host;
  if (url.protocol !== "https:" || url.username || url.password) throw new FetchRefused(NOT_HTTPS);
  if (ipaddr.isValid(host)) {
    if (!isPublicAddress(host)) throw new FetchRefused(PRIVATE);
    return host;
  }
  if (!isPublicHost(host)) throw new FetchRefused(PRIVATE);
  let addresses: string[];
  try {
    addresses = await Promise.race([(options.resolve ?? resolveAll)(host), aborted]);
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    throw new FetchRefused(UNREACHABLE);
  }
  if (!addresses.length) throw new FetchRefused(UNREACHABLE);
  if (addresses.some((a) => !ipaddr.isValid(a) || !isPublicAddress(a))) throw new FetchRefused(PRIVATE);
  return addresses[0]!;
}

/** What a failed connection means to the owner: too slow, a certificate, or no answer. */
function connectionProblem(error: unknown, timedOut: boolean): FetchRefused {
  if (error instanceof FetchRefused) return error;
  if (timedOut) return new FetchRefused(TIMEOUT);
  const code = String((error as { code?: unknown })?.code ?? "");
  return new FetchRefused(/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code) ? CERTIFICATE : UNREACHABLE);
}

/** The body as text, reading no more than `max` bytes (a longer one is refused as soon as it is). */
async function boundedText(res: Response, max: number): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? "0");
  if (declared > max) {
    await res.body?.cancel();
    throw new FetchRefused(TOO_LARGE);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw new FetchRefused(TOO_LARGE);
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

/** Whether an answer is an iCalendar file: said so, or it begins like one. */
export const looksLikeCalendar = (contentType: string | null, body: string) =>
  /^text\/calendar\b/i.test(contentType?.trim() ?? "") || /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(body);

/**
 * One GET of `url` sent to the address `ip` that was checked for it: the URL's host goes in the Host
 * header and, over https, is the TLS server name (SNI) the certificate is checked against, so the
 * connection cannot be moved by another DNS answer and a wrong certificate is still refused.
 * Redirects are not followed; no proxy is used.
 */
export function pinnedFetch(url: URL, ip: string, init: { headers?: Record<string, string>; signal?: AbortSignal; ca?: string } = {}): Promise<Response> {
  const target = new URL(url);
  target.hostname = ip.includes(":") ? `[${ip}]` : ip;
  const named = url.protocol === "https:" && !ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, ""));
  const tls = named || init.ca ? { ...(named ? { serverName: url.hostname } : {}), ...(init.ca ? { ca: init.ca } : {}) } : undefined;
  return fetch(target, { headers: { ...init.headers, host: url.host }, redirect: "manual", ...(init.signal ? { signal: init.signal } : {}), proxy: false, ...(tls ? { tls } : {}) });
}

/**
 * GETs an iCalendar file under the rules above, conditionally when `validators` are given (an
 * answer 304 is `notModified`). Throws FetchRefused with the reason the owner reads.
 */
export async function fetchCalendar(address: string, options: SafeFetchOptions = {}): Promise<Fetched> {
  const limits = { ...FETCH_LIMITS, ...options.limits };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener("abort", () => reject(new FetchRefused(TIMEOUT))));
  aborted.catch(() => {});
  try {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new FetchRefused(NOT_HTTPS);
    }
    for (let hop = 0; ; hop++) {
      const ip = await checkedAddress(url, options, aborted);
      const headers: Record<string, string> = { accept: "text/calendar, */*;q=0.5", "user-agent": "SanAntonioChurchDirectory-CalendarSync/1.0" };
      if (options.validators?.etag) headers["if-none-match"] = options.validators.etag;
      if (options.validators?.lastModified) headers["if-modified-since"] = options.validators.lastModified;
      let res: Response;
      try {
        res = await pinnedFetch(url, ip, { headers, signal: controller.signal, ca: options.ca });
      } catch (error) {
        throw connectionProblem(error, timedOut);
      }
      if (REDIRECT_STATUSES.has(res.status) && res.headers.get("location")) {
        await res.body?.cancel();
        if (hop >= limits.maxRedirects) throw new FetchRefused(REDIRECTS);
        try {
          url = new URL(res.headers.get("location")!, url);
        } catch {
          throw new FetchRefused(NOT_HTTPS);
        }
        continue;
      }
      if (res.status === 304 && options.validators && (options.validators.etag || options.validators.lastModified)) {
        await res.body?.cancel();
        return { notModified: true };
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new FetchRefused(statusProblem(res.status));
      }
      let body: string;
      try {
        body = await boundedText(res, limits.maxBytes);
      } catch (error) {
        throw connectionProblem(error, timedOut);
      }
      if (!looksLikeCalendar(res.headers.get("content-type"), body)) throw new FetchRefused(NOT_CALENDAR);
      return { notModified: false, body, validators: { etag: res.headers.get("etag"), lastModified: res.headers.get("last-modified") } };
    }
  } finally {
    clearTimeout(timer);
  }
}
