import * as z from "zod/mini";
import { requiredText, singleLine } from "./fields";
import { CLAIM_ROLES, type ClaimRole } from "./options";
import { msg } from "./i18n/msg";

/** Claiming a church (docs/product.md M4, docs/decisions/0035-claim-safeguards.md): one schema for the form and the server. */

export const CLAIM_ROLE_LABELS: Record<ClaimRole, string> = {
  pastor: "Pastor / Priest",
  staff: "Church staff",
  board: "Board or council member",
  volunteer: "Volunteer",
  other: "Other",
};

export const CLAIM_NOTE_MIN = 10;
export const CLAIM_NOTE_MAX = 500;
/** How long the mailed verification link works. */
export const CLAIM_LINK_HOURS = 24;

export const claimMessages = {
  role: msg("chooseRole", "Choose your role at the church"),
  phone: msg("phoneWithArea", "Enter a phone number we can call, with its area code"),
  note: msg("claimNote", `Tell us how you are connected to this church (${CLAIM_NOTE_MIN} to ${CLAIM_NOTE_MAX} characters)`),
  email: msg("validEmail", "Please enter a valid email address"),
  wrongDomain: (domain: string) => msg("useAddressAt", `Use an address at ${domain}`),
  noWebsite: msg("noWebsiteToVerify", "This church has no website to verify an address against; leave the field empty"),
  linkExpired: msg("claimLinkUsed", "This link has expired or was already used. Your claim is still waiting for review; an administrator can reach you by phone."),
} as const;

export const claimSchema = z.object({
  churchId: z.number(msg("chooseChurchToClaim", "Choose a church to claim")).check(z.int(msg("chooseChurchToClaim", "Choose a church to claim")), z.positive(msg("chooseChurchToClaim", "Choose a church to claim"))),
  role: z.enum(CLAIM_ROLES, claimMessages.role),
  // A phone like the church form's (one line, at most 40 characters), and with a number in it: at least 10 digits.
  phone: requiredText(claimMessages.phone, 40).check(z.refine((v) => (v.match(/\d/g) ?? []).length >= 10, claimMessages.phone)),
  note: z.string(claimMessages.note).check(z.trim(), z.minLength(CLAIM_NOTE_MIN, claimMessages.note), z.maxLength(CLAIM_NOTE_MAX, claimMessages.note)),
  verificationEmail: z.optional(
    z.string(claimMessages.email).check(
      singleLine(),
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, claimMessages.email),
      z.refine((v) => v === "" || z.safeParse(z.email(), v).success, claimMessages.email),
    ),
  ),
});
export type ClaimInput = z.infer<typeof claimSchema>;

/** The fields of the claim form as typed, to show them again after a refused post without JavaScript. */
export type ClaimValues = Record<"role" | "phone" | "note" | "verificationEmail", string>;
export interface PostedClaim {
  values: ClaimValues;
  errors: Record<string, string>;
  message?: string;
}

/** The church a claim form is for. `domain`: its website's, when it has one, for the optional verification. */
export interface ClaimTarget {
  id: number;
  name: string;
  address: string;
  domain: string | null;
}

/**
 * The domain a verification address must be at: the website's host without a leading 'www.'.
 * An address at that domain or at any of its subdomains is accepted (mail.stmarys.org for
 * www.stmarys.org). No public-suffix list: the admin still decides, and sees the address.
 */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const host = new URL(website).hostname.toLowerCase().replace(/\.$/, "");
    const domain = host.replace(/^www\./, "");
    return domain.includes(".") ? domain : null;
  } catch {
    return null;
  }
}

/** Whether an address is at the domain or one of its subdomains. */
export function isAtDomain(email: string, domain: string): boolean {
  const at = email.toLowerCase().split("@").pop() ?? "";
  return at === domain || at.endsWith(`.${domain}`);
}

/** POST /api/claims/verify: the mailed link's token, from the page it opens. */
export const claimLinkSchema = z.object({
  token: z.string(claimMessages.linkExpired).check(z.minLength(1, claimMessages.linkExpired), z.maxLength(200, claimMessages.linkExpired)),
});
