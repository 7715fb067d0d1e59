import type { GuardedForm } from "../contract/form-guard";
import { RateLimiter } from "./rate-limit";

const HOUR = 3600_000;

/**
 * The site-wide hourly bound on each public form (docs/decisions/0046-hardening-round-3.md, spam):
 * past it, a post is still taken but held for review, nothing is mailed for it (a contact message
 * stays in the Inbox, a claim waits without its verification mail), and the admins hear of the
 * flood once an hour instead of once a message. Counts live in memory, as every limit does.
 */
export class FormFlood {
  private readonly posts: RateLimiter;
  private held = new Map<GuardedForm, number>();

  constructor(perHour: number) {
    this.posts = new RateLimiter(perHour, HOUR);
  }

  /** Counts a post of the form: true while the form is under its bound, false once it is flooded (the post is counted as held). */
  admit(form: GuardedForm, now = Date.now()): boolean {
    if (this.posts.hit(form, now) === 0) return true;
    this.held.set(form, (this.held.get(form) ?? 0) + 1);
    return false;
  }

  /** The posts held per form since the last call; counting starts again. */
  takeHeld(): Partial<Record<GuardedForm, number>> {
    const held = Object.fromEntries(this.held);
    this.held = new Map();
    return held;
  }
}
