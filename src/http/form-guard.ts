import { createHmac, timingSafeEqual } from "node:crypto";
import { FORM_TOKEN_FIELD, formGuardMessages, HONEYPOT_FIELD, type GuardedForm } from "../contract/form-guard";
import { messages } from "../contract/messages";
import { HttpError } from "./errors";

const DAY_MS = 24 * 3600_000;
/** A clock a minute behind ours (a token made by another process) is still now. */
const SKEW_MS = 60_000;

const mac = (secret: string, form: GuardedForm, issued: string) => createHmac("sha256", secret).update(`form-token:${form}:${issued}`).digest("base64url").slice(0, 32);

/** The time-trap token a form is drawn with: when, and for which form, signed with the server's secret. */
export function issueFormToken(secret: string, form: GuardedForm, now = Date.now()): string {
  const issued = now.toString(36);
  return `${issued}.${mac(secret, form, issued)}`;
}

/**
 * Checks a public form's post (docs/decisions/0046-hardening-round-3.md, spam): answers "bot" when
 * the honeypot is filled (the caller answers as if it worked and keeps nothing), "person"
 * otherwise; a missing, forged or day-old token, or one younger than `minMs`, is refused with 422
 * and a sentence that says what to do.
 */
export function checkFormPost(secret: string, minMs: number, form: GuardedForm, body: unknown, now = Date.now()): "person" | "bot" {
  // Not a form's fields at all: a bad request, as the schema would say.
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new HttpError(400, messages.badRequest);
  const fields = body as Record<string, unknown>;
  const trap = fields[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") return "bot";
  const token = fields[FORM_TOKEN_FIELD];
  const [issued = "", given = ""] = typeof token === "string" && token.length <= 100 ? token.split(".") : [];
  const expected = issued ? Buffer.from(mac(secret, form, issued)) : Buffer.alloc(0);
  if (!/^[0-9a-z]{1,12}$/.test(issued) || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), expected)) throw new HttpError(422, formGuardMessages.expired);
  const age = now - parseInt(issued, 36);
  if (age > DAY_MS || age < -SKEW_MS) throw new HttpError(422, formGuardMessages.expired);
  if (age < minMs) throw new HttpError(422, formGuardMessages.tooFast);
  return "person";
}

/** The token a page draws its form with, from the running server's secret. */
export function formTokenFor(ctx: { env: { SESSION_SECRET: string } }, form: GuardedForm): string {
  return issueFormToken(ctx.env.SESSION_SECRET, form);
}

/** `checkFormPost` with the running server's secret and FORM_MIN_SECONDS. */
export function guardPost(ctx: { env: { SESSION_SECRET: string; FORM_MIN_SECONDS: number } }, form: GuardedForm, body: unknown): "person" | "bot" {
  return checkFormPost(ctx.env.SESSION_SECRET, ctx.env.FORM_MIN_SECONDS * 1000, form, body);
}
