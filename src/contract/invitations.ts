import * as z from "zod/mini";
import { languages } from "./i18n/lang";

/**
 * Claim invitations (docs/city-data.md, Reaching the churches): an admin mails an unclaimed
 * church's public address a link that opens its claim form. One schema for the admin screen's
 * form and the server.
 */

/** No address is invited twice within this many days. */
export const INVITATION_QUIET_DAYS = 90;
/**
 * A claim invitation's two links. Kept here rather than in the shared routes list, which every
 * page's script carries: only the server and the admin screen need them.
 */
export const invitationPaths = { claim: "/claim-invitation", optOut: "/invitation-opt-out" } as const;

/** The invitation screen's churches a page. */
export const INVITATION_PAGE_SIZE = 50;
/** How long a mailed claim link works. */
export const INVITATION_LINK_DAYS = 60;

/** A link's token as it may arrive in a query or a form: anything else is a bad link (400). */
export const invitationTokenSchema = z.string().check(z.minLength(20), z.maxLength(1000), z.regex(/^[A-Za-z0-9_.-]+$/));
export const invitationTokenQuery = z.object({ token: invitationTokenSchema });

/** POST /api/admin/invitations: the church, the address when it has none on file, and the mail's language. */
export const sendInvitationSchema = z.object({
  churchId: z.number("Choose a church to invite").check(z.int("Choose a church to invite"), z.positive("Choose a church to invite")),
  email: z.optional(
    z.string("Type an e-mail address").check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, "Type an e-mail address of at most 254 characters"),
      z.refine((v) => v === "" || (!/[\s<>,;"]/.test(v) && z.safeParse(z.email(), v).success), "Type an e-mail address such as office@church.org"),
    ),
  ),
  lang: z.enum(languages, "Choose English or Spanish"),
});
export type SendInvitationInput = z.infer<typeof sendInvitationSchema>;

/** Why a church cannot be invited now; null when it can. */
export type InvitationBlock = "no-address" | "opted-out" | "recent";

/** One row of the invitation screen: an unclaimed approved church and where its invitations stand. */
export interface InvitationRow {
  churchId: number;
  name: string;
  slug: string;
  /** The address an invitation goes to: the church's public address, else the last one an admin typed; null when none. */
  email: string | null;
  lastSentAt: string | null;
  lastOpenedAt: string | null;
  /** A claim is waiting for review. */
  claimPending: boolean;
  block: InvitationBlock | null;
}

/** The invitation screen: the churches, today's remaining allowance, and what the invitations did. */
export interface InvitationsAnswer {
  items: InvitationRow[];
  total: number;
  sentToday: number;
  perDay: number;
  counts: { sent: number; opened: number; claimed: number; optedOut: number };
}

export const invitationListQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, "Search with at most 100 characters"))),
  page: z.optional(z.coerce.number("The page is a number").check(z.int("The page is a number"), z.minimum(1, "Pages start at 1"), z.maximum(10_000, "No such page"))),
});
