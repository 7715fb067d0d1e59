import { CLAIM_LINK_HOURS } from "../../contract/claims";
import { routes } from "../../contract/routes";
import { composeMail, type MailSite } from "../mail/compose";
import type { MailMessage } from "../mail/service";

/** The link that shows a claimant reads mail at the church's domain (docs/mail.md, docs/decisions/0035-claim-safeguards.md). */
export function claimVerificationMail(site: MailSite, to: string, churchName: string, token: string): MailMessage {
  return composeMail(site, {
    kind: "claim-verification",
    to,
    subject: `Verify your e-mail address for your claim to ${churchName}`,
    lines: ["Hello,", `Someone asked to manage ${churchName} in our directory and gave this address to show they belong to the church. Open the link below to verify it.`],
    action: { label: "Verify this address", path: `${routes.verifyClaim}?token=${encodeURIComponent(token)}` },
    after: [
      `The link works once, for ${CLAIM_LINK_HOURS} hours. An administrator still reviews the claim.`,
      "If you did not ask for this, you can ignore this e-mail: the address stays unverified.",
    ],
  });
}
