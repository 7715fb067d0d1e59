import { createHash } from "node:crypto";
import { FIRST_FRAME_SCRIPT } from "../render/inline-script";

const scriptHash = createHash("sha256").update(FIRST_FRAME_SCRIPT).digest("base64");

/**
 * Content Security Policy: scripts only from this origin (and the one known inline line), plus
 * Stripe.js and its frames when Stripe takes the payments. Styles from this origin and the inlined
 * stylesheet by its hash (docs/decisions/0040-first-paint.md). Images may be `blob:` URLs: the
 * upload widget previews the chosen file before it is sent.
 */
export function contentSecurityPolicy(tileUrl: string, stripe = false, styleSources: string[] = []): string {
  const tileOrigin = safeOrigin(tileUrl);
  const stripeScript = stripe ? " https://js.stripe.com" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${scriptHash}'${stripeScript}`,
    ["style-src 'self'", ...styleSources].join(" "),
    `img-src 'self' data: blob: https://i.ytimg.com${tileOrigin ? ` ${tileOrigin}` : ""}${stripe ? " https://*.stripe.com" : ""}`,
    "font-src 'self'",
    `connect-src 'self'${stripe ? " https://api.stripe.com" : ""}`,
    `frame-src https://www.youtube-nocookie.com${stripe ? " https://js.stripe.com https://hooks.stripe.com" : ""}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

function safeOrigin(url: string): string | null {
  try {
    // Tile URLs carry {s}/{z}/{x}/{y} placeholders: replace the subdomain one for a wildcard.
    const u = new URL(url.replace("{s}.", "a.").replace(/\{[a-z]\}/g, "0"));
    return url.includes("{s}.") ? `${u.protocol}//*.${u.host.split(".").slice(1).join(".")}` : u.origin;
  } catch {
    return null;
  }
}

export function securityHeaders(tileUrl: string, production: boolean, stripe = false, styleSources: string[] = []): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(tileUrl, stripe, styleSources),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(self), payment=(self)",
    "cross-origin-opener-policy": "same-origin",
    ...(production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
