import { SITE_NAME } from "../../contract/site";
import { siteUrl } from "../../http/site-origin";
import { composeMail, type MailSite } from "../mail/compose";
import type { MailMessage } from "../mail/service";
import type { Recipient } from "./service";

/** The owners' notifications (docs/mail.md): what each says, in the site's words. */

/** Every notification says where it is switched off (docs/mail.md). */
export const settingsLine = (site: MailSite) => `You can choose which e-mails you get in your account settings: ${siteUrl(site.origin, "/dashboard/account")}`;
const hello = (to: Recipient) => `Hello ${to.username},`;
/** The admin's reason, when one was typed, as its own paragraph. */
const because = (reason: string | undefined) => (reason ? [`The reviewer's note: ${reason}`] : []);

export function churchSubmittedMail(site: MailSite, to: Recipient, church: string): MailMessage {
  return composeMail(site, {
    kind: "church-submitted",
    to: to.email,
    subject: `We received ${church}`,
    lines: [hello(to), `Thank you for adding ${church} to ${SITE_NAME}. We review every listing before it shows in the directory; we will write again when it is approved.`],
    action: { label: "Your dashboard", path: "/dashboard" },
    after: [settingsLine(site)],
  });
}

export function churchDecidedMail(site: MailSite, to: Recipient, church: { name: string; slug: string }, status: "approved" | "rejected", reason?: string): MailMessage {
  if (status === "approved") {
    return composeMail(site, {
      kind: "church-approved",
      to: to.email,
      subject: `${church.name} is now listed`,
      lines: [hello(to), `${church.name} was approved and now shows in the directory.`, ...because(reason)],
      action: { label: "See your listing", path: `/church/${encodeURIComponent(church.slug)}` },
      after: [settingsLine(site)],
    });
  }
  return composeMail(site, {
    kind: "church-rejected",
    to: to.email,
    subject: `${church.name} was not approved`,
    lines: [hello(to), `We could not approve ${church.name} for the directory.`, ...because(reason), "You can correct the listing from your dashboard; an edited listing is reviewed again."],
    action: { label: "Your dashboard", path: "/dashboard" },
    after: [settingsLine(site)],
  });
}

export function claimDecidedMail(site: MailSite, to: Recipient, church: string, status: "approved" | "rejected", reason?: string): MailMessage {
  const approved = status === "approved";
  return composeMail(site, {
    kind: approved ? "claim-approved" : "claim-rejected",
    to: to.email,
    subject: approved ? `You now manage ${church}` : `Your claim on ${church} was not approved`,
    lines: [hello(to), approved ? `Your claim was approved: you now manage ${church} from your dashboard.` : `We could not approve your claim on ${church}.`, ...because(reason)],
    action: { label: "Your dashboard", path: "/dashboard" },
    after: [settingsLine(site)],
  });
}

export function updateApprovedMail(site: MailSite, to: Recipient, church: { name: string; slug: string }): MailMessage {
  return composeMail(site, {
    kind: "update-approved",
    to: to.email,
    subject: `${church.name} was updated`,
    lines: [hello(to), `A request to update the information of ${church.name} was approved, and the listing now shows it.`, "If you did not expect this change, check the listing and correct it from your dashboard."],
    action: { label: "See your listing", path: `/church/${encodeURIComponent(church.slug)}` },
    after: [settingsLine(site)],
  });
}

export function eventDecidedMail(site: MailSite, to: Recipient, event: { id: number; title: string }, status: "approved" | "rejected", reason?: string): MailMessage {
  const approved = status === "approved";
  return composeMail(site, {
    kind: approved ? "event-approved" : "event-rejected",
    to: to.email,
    subject: approved ? `Your event "${event.title}" is published` : `Your event "${event.title}" was not approved`,
    lines: [hello(to), approved ? `${event.title} was approved and shows in the events calendar.` : `We could not approve ${event.title} for the events calendar.`, ...because(reason)],
    action: approved ? { label: "See the event", path: `/events/${event.id}` } : { label: "Your dashboard", path: "/dashboard" },
    after: [settingsLine(site)],
  });
}
