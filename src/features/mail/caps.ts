import { RateLimiter } from "../../http/rate-limit";

const HOUR = 3600_000;
/** Providers that deliver `j.doe@` and `jdoe@` to one mailbox, and the one domain they share. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address reaches: lower-cased, the `+tag` dropped, and the dots ignored where the
 * provider ignores them, so `V.ictim+1@GoogleMail.com` and `victim@gmail.com` are one mailbox.
 */
export function mailboxOf(address: string): { mailbox: string; domain: string } {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const rawDomain = lower.slice(at + 1);
  const domain = DOTLESS_DOMAINS[rawDomain] ?? rawDomain;
  let local = lower.slice(0, at).split("+")[0]!;
  if (domain in DOTLESS_DOMAINS) local = local.replaceAll(".", "");
  return { mailbox: `${local}@${domain}`, domain };
}

export interface MailCapBounds {
  perMailbox: number;
  perDomain: number;
  perSite: number;
}

/**
 * How many mails the site sends, per hour, to addresses someone typed into a form (newsletter
 * confirmations, password resets, address changes, claim verifications): per mailbox, per domain
 * and in all (docs/decisions/0046-hardening-round-3.md, mail bombing). Over any bound no mail goes
 * out and the form answers as if it had: the sender learns nothing, the mailbox gets nothing.
 */
export class MailCaps {
  private readonly mailboxes: RateLimiter;
  private readonly domains: RateLimiter;
  private readonly site: RateLimiter;

  constructor(bounds: MailCapBounds) {
    this.mailboxes = new RateLimiter(bounds.perMailbox, HOUR);
    this.domains = new RateLimiter(bounds.perDomain, HOUR);
    this.site = new RateLimiter(bounds.perSite, HOUR);
  }

  /** Counts one mail to the address and answers true, or answers false (counting nothing) when a bound is reached. */
  admit(address: string, now = Date.now()): boolean {
    const { mailbox, domain } = mailboxOf(address);
    if (this.mailboxes.exhausted(mailbox, now) || this.domains.exhausted(domain, now) || this.site.exhausted("site", now)) return false;
    this.mailboxes.hit(mailbox, now);
    this.domains.hit(domain, now);
    this.site.hit("site", now);
    return true;
  }
}

/** No mail at all: what a flooded form's post may send (src/http/form-flood.ts). */
export const NO_MAIL: Pick<MailCaps, "admit"> = { admit: () => false };
