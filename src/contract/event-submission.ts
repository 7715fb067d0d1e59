import * as z from "zod/mini";
import { parseEventTime } from "./dates";
import { option, optionalText, requiredText } from "./fields";
import { languages } from "./i18n/lang";
import { EVENT_CATEGORIES } from "./options";
import { msg } from "./i18n/msg";

/** An event an owner submits for their church (docs/product.md D8); an admin approves it. */
export const eventSubmissionSchema = z.object({
  title: requiredText(msg("eventTitleRequired", "Event title is required"), 150),
  description: z.string(msg("describeEvent", "Please describe the event in at least 10 characters")).check(
    z.trim(),
    z.minLength(10, msg("describeEvent", "Please describe the event in at least 10 characters")),
    z.maxLength(3000, "At most 3000 characters"),
  ),
  date: z.string(msg("chooseEventDate", "Choose the date of the event")).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, msg("chooseEventDate", "Choose the date of the event"))),
  time: z.optional(z.string().check(z.trim(), z.refine((v) => v === "" || parseEventTime(v) !== null, msg("timeLike12", "Enter a time like 7:00 PM")))),
  location: optionalText(200),
  category: option(EVENT_CATEGORIES, msg("chooseCategory", "Choose a category")),
  /** The language the event is written in ("en" when left out; docs/decisions/0044-content-language.md). */
  language: z.optional(option(languages, "Choose English or Spanish")),
});
export type EventSubmissionInput = z.infer<typeof eventSubmissionSchema>;

/** An owner's event on their dashboard. */
export interface OwnerEvent {
  id: number;
  title: string;
  date: string;
  status: "pending" | "approved" | "rejected";
}

export const eventSubmissionMessages = {
  noChurch: msg("churchBeforeEvents", "Add your church before submitting events."),
  notApproved: msg("approvedBeforeEvents", "Your church must be approved before you can submit events."),
  past: msg("eventDateFuture", "The event date must be today or later"),
  tooFar: msg("eventDateTwoYears", "The event date must be within the next two years"),
} as const;
