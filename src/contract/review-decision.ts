import * as z from "zod/mini";
import { msg } from "./i18n/msg";

export const REJECTION_REASON_MAX = 1000;

/**
 * The body of an approve or reject action in /admin: optional, with an optional reason the owner
 * is told in the decision's e-mail (docs/mail.md).
 */
export const reviewDecisionSchema = z.object({
  reason: z.optional(
    z.string(msg("reasonText", "The reason must be text.")).check(z.trim(), z.maxLength(REJECTION_REASON_MAX, msg("reasonTooLong", `The reason must be at most ${REJECTION_REASON_MAX} characters.`))),
  ),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/**
 * Approving or rejecting a church: the same body, and `confirmApproximateLocation: true` when the
 * admin approves a church whose map pin is still approximate (docs/decisions/0034-approval-pin.md).
 */
export const churchDecisionSchema = z.extend(reviewDecisionSchema, {
  confirmApproximateLocation: z.optional(z.boolean("confirmApproximateLocation must be true or false.")),
});

/** An admin's decision on a church, claim or event, with the note its owner is told. */
export interface Decision {
  status: "approved" | "rejected";
  reason?: string;
  /** A church only: approve although its map pin is approximate. */
  confirmApproximateLocation?: boolean;
}
