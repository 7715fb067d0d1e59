import * as z from "zod/mini";

/** Field builders shared by the forms' schemas (one schema for form and server). */

/** Optional text, trimmed, bounded. */
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

const HOSTS = {
  any: null,
  youtube: /(^|\.)youtube\.com$|^youtu\.be$/,
  facebook: /(^|\.)(facebook|fb)\.com$/,
} as const;

/** An http(s) URL, optionally on one site, or empty. */
export const optionalUrl = (message: string, site: keyof typeof HOSTS = "any") =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(500, message),
      z.refine((v) => {
        if (v === "") return true;
        try {
          const url = new URL(v);
          const host = HOSTS[site];
          return /^https?:$/.test(url.protocol) && (!host || host.test(url.hostname));
        } catch {
          return false;
        }
      }, message),
    ),
  );

/** Service-time rows: blank rows are dropped (management spec 5). */
export const serviceRows = () =>
  z.pipe(
    z.array(z.string().check(z.maxLength(100, "At most 100 characters"))).check(z.maxLength(30, "At most 30 service times")),
    z.transform((rows: string[]) => rows.map((r) => r.trim()).filter(Boolean)),
  );
