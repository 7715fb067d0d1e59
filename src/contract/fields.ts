import * as z from "zod/mini";
import { msg } from "./i18n/msg";

/** Field builders shared by the forms' schemas (one schema for form and server). */

// One-line text (names, titles, addresses, phones…) never carries a line break or any other
// control character: breaks and tabs become a space, the rest are dropped (docs/decisions/0013).
const BREAKS = /[\t\n\v\f\r\x85\u2028\u2029]+/g;
const CONTROLS = /\p{Cc}/gu;
export const singleLine = () => z.overwrite((v: string) => v.replace(BREAKS, " ").replace(CONTROLS, ""));

// Answers show an empty optional field as null; sent back, null reads as blank (docs/decisions/0013).
const nullAsBlank = z.transform((v: string | null) => v ?? "");

/** Required one-line text, trimmed, bounded. */
export const requiredText = (message: string, max: number) =>
  z.string(message).check(singleLine(), z.trim(), z.minLength(1, message), z.maxLength(max, msg("atMostCharacters", `At most ${max} characters`)));

/** Optional one-line text, trimmed, bounded. */
export const optionalText = (max: number) =>
  z.optional(z.pipe(nullAsBlank, z.string().check(singleLine(), z.trim(), z.maxLength(max, msg("atMostCharacters", `At most ${max} characters`)))));

/** Optional text of several lines (descriptions, programs), trimmed, bounded. */
export const optionalParagraphs = (max: number) =>
  z.optional(z.pipe(nullAsBlank, z.string().check(z.trim(), z.maxLength(max, msg("atMostCharacters", `At most ${max} characters`)))));

const HOSTS = {
  any: null,
  youtube: /(^|\.)youtube\.com$|^youtu\.be$/,
  facebook: /(^|\.)(facebook|fb)\.com$/,
} as const;

/** An http(s) URL, optionally on one site, or empty. */
export const optionalUrl = (message: string, site: keyof typeof HOSTS = "any") =>
  z.optional(
    z.pipe(
      nullAsBlank,
      z.string().check(
        z.trim(),
        z.maxLength(500, message),
        z.refine((v) => {
          if (v === "") return true;
          // The URL parser would quietly drop a line break; the stored text would keep it.
          if (/[\s\p{Cc}]/u.test(v)) return false;
          try {
            const url = new URL(v);
            const host = HOSTS[site];
            return /^https?:$/.test(url.protocol) && (!host || host.test(url.hostname));
          } catch {
            return false;
          }
        }, message),
      ),
    ),
  );

/** Service-time rows: blank rows are dropped (docs/product.md M5). */
export const serviceRows = () =>
  z.pipe(
    z.array(z.string().check(singleLine(), z.maxLength(100, "At most 100 characters"))).check(z.maxLength(30, msg("atMostServiceTimes", "At most 30 service times"))),
    z.transform((rows: string[]) => rows.map((r) => r.trim()).filter(Boolean)),
  );

/**
 * One of the options, in any case ('Spanish', 'SPANISH'): answers the canonical spelling
 * (docs/decisions/0013).
 */
export const option = <const T extends readonly [string, ...string[]]>(values: T, message?: string) =>
  z.pipe(
    z.string(message).check(z.overwrite((v: string) => values.find((o) => o.toLowerCase() === v.trim().toLowerCase()) ?? v)),
    z.enum(values, message),
  );

// A coordinate as answers carry it (a string, null when unknown) or as a number; blank is none.
const toCoordinate = z.transform((v: number | string | null) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : (v ?? undefined)));

/** A latitude or longitude between `min` and `max`. */
export const coordinate = (min: number, max: number, message: string) =>
  z.pipe(toCoordinate, z.number(message).check(z.minimum(min, message), z.maximum(max, message)));

/** A latitude or longitude between `min` and `max`, or none. */
export const optionalCoordinate = (min: number, max: number, message: string) =>
  z.optional(z.pipe(toCoordinate, z.optional(z.number(message).check(z.minimum(min, message), z.maximum(max, message)))));
