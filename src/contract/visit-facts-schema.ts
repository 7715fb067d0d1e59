import * as z from "zod/mini";
import { option, optionalUrl } from "./fields";
import { ACCESS_FACTS, FAMILY_FACTS, type VisitFacts } from "./visit-facts";
import { DRESS, FIRST_VISIT_MAX, FIRST_VISIT_PREMIUM_MAX, FIRST_VISIT_PREMIUM_TOO_LONG, FIRST_VISIT_TOO_LONG, PARKING, SERVICE_LENGTH_MAX, SERVICE_LENGTH_MIN } from "./visit-fact-details";
import { msg } from "./i18n/msg";

// The visit facts of a church's body (docs/visit-facts.md, Forms): the church form, the admin's
// edit and the update request. A group sent replaces the church's group; a key left out is 'not said'.

const factValue = z.optional(z.nullable(z.boolean(msg("chooseYesNoUnsaid", "Choose yes, no or not said"))));
const group = <K extends string>(keys: readonly K[]) => z.optional(z.object(Object.fromEntries(keys.map((k) => [k, factValue])) as Record<K, typeof factValue>));

const SERVICE_LENGTH_MESSAGE = msg("serviceLength", `Typical service length is a number of minutes from ${SERVICE_LENGTH_MIN} to ${SERVICE_LENGTH_MAX}`);

export const visitFactFields = {
  access: group(ACCESS_FACTS),
  family: group(FAMILY_FACTS),
  practical: z.optional(
    z.object({
      parking: z.optional(z.nullable(option(PARKING, msg("chooseParking", "Choose how visitors park")))),
      livestream: z.optional(z.nullable(optionalUrl(msg("livestreamUrl", "Please enter a valid livestream URL")))),
      serviceMinutes: z.optional(
        z.nullable(z.number(SERVICE_LENGTH_MESSAGE).check(z.int(SERVICE_LENGTH_MESSAGE), z.minimum(SERVICE_LENGTH_MIN, SERVICE_LENGTH_MESSAGE), z.maximum(SERVICE_LENGTH_MAX, SERVICE_LENGTH_MESSAGE))),
      ),
      dress: z.optional(z.nullable(option(DRESS, msg("chooseDressCode", "Choose casual, mixed or formal")))),
      // The premium limit here; the server holds other listings to 280 (visitFactsProblem).
      firstVisit: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(FIRST_VISIT_PREMIUM_MAX, FIRST_VISIT_PREMIUM_TOO_LONG)))),
    }),
  ),
};

export type VisitFactsInput = { [K in keyof typeof visitFactFields]?: z.infer<(typeof visitFactFields)[K]> };

/** Whether the body sends any of the facts' groups (absent: the church's facts stay as they are). */
export const sendsVisitFacts = (input: VisitFactsInput) => input.access !== undefined || input.family !== undefined || input.practical !== undefined;

/** The facts a checked body sets, its groups left out kept from `current`. */
export function visitFactsOfBody(input: VisitFactsInput, current: VisitFacts): VisitFacts {
  const pick = <K extends string>(keys: readonly K[], sent: Partial<Record<K, boolean | null | undefined>> | undefined, kept: Record<K, boolean | null>) =>
    sent === undefined ? kept : (Object.fromEntries(keys.map((k) => [k, sent[k] ?? null])) as Record<K, boolean | null>);
  const p = input.practical;
  return {
    access: pick(ACCESS_FACTS, input.access, current.access),
    family: pick(FAMILY_FACTS, input.family, current.family),
    practical:
      p === undefined
        ? current.practical
        : { parking: p.parking ?? null, livestream: p.livestream || null, serviceMinutes: p.serviceMinutes ?? null, dress: p.dress ?? null, firstVisit: p.firstVisit ?? "" },
  };
}

/** The first-visit text's limit for the listing: the message by path, or undefined when it fits. */
export function firstVisitProblem(input: VisitFactsInput, premium: boolean): Record<string, string> | undefined {
  const text = input.practical?.firstVisit ?? "";
  return !premium && text.length > FIRST_VISIT_MAX ? { "practical.firstVisit": FIRST_VISIT_TOO_LONG } : undefined;
}
