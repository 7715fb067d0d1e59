import * as z from "zod/mini";

/** At most this many churches are asked about in one press (a page of Manage Listings is 50). */
export const ASK_AGAIN_MAX = 200;

/** POST /api/admin/churches/ask-times: the churches whose owners the admin asks again (docs/service-times.md, Asking the churches). */
export const askTimesSchema = z.object({
  ids: z
    .array(z.number("Each church is named by its id").check(z.int("Each church is named by its id"), z.positive("Each church is named by its id")), "Choose the churches to ask about")
    .check(z.minLength(1, "Choose at least one church to ask about"), z.maxLength(ASK_AGAIN_MAX, `Ask about at most ${ASK_AGAIN_MAX} churches at a time`)),
});
export type AskTimesInput = z.infer<typeof askTimesSchema>;

/**
 * What became of the churches asked about: mailed, not mailed because the owner switched the
 * 'times' questions off, not mailed because nobody owns the church. A church that is not approved,
 * or an id that names no church, is none of these.
 */
export interface AskTimesAnswer {
  asked: number;
  optedOut: number;
  noOwner: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The answer in the product's words: 'Asked 3 owners. 1 owner has switched these questions off. 2 churches have no owner to ask.' */
export function askTimesText({ asked, optedOut, noOwner }: AskTimesAnswer, sent = asked + optedOut + noOwner): string {
  const notListed = sent - asked - optedOut - noOwner;
  return [
    `Asked ${count(asked, "owner", "owners")}.`,
    optedOut ? `${count(optedOut, "owner has", "owners have")} switched these questions off.` : "",
    noOwner ? `${count(noOwner, "church has", "churches have")} no owner to ask.` : "",
    notListed > 0 ? `${count(notListed, "church is", "churches are")} not approved and ${notListed === 1 ? "was" : "were"} not asked.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}
