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

/** The event form's fields as posted, as strings (docs/decisions/0059-forms-without-losses.md). */
export const EVENT_FIELDS = ["title", "description", "date", "time", "location", "category", "language"] as const;
export type EventValues = Record<(typeof EVENT_FIELDS)[number], string>;

/** A post without JavaScript the server refused: shown again with its values, each field's message and the form's own. */
export interface PostedEvent {
  values: EventValues;
  errors: Record<string, string>;
  message?: string;
}

/**
 * What /event-submission shows whoever asks (docs/product.md D8): how to take part, to add a
 * church first, to wait for its approval, or the form for its church.
 */
export type EventSubmissionView = { kind: "signed-out" } | { kind: "no-church" } | { kind: "waiting"; church: string } | { kind: "form"; church: string };

/** An owner's event on their dashboard. */
export interface OwnerEvent {
  id: number;
  title: string;
  date: string;
  status: "pending" | "approved" | "rejected";
  /** A rejected event's reason as the admin typed it; null when none was given or it is not rejected. */
  rejectionReason: string | null;
}

export const eventSubmissionMessages = {
  noChurch: msg("churchBeforeEvents", "Add your church before submitting events."),
  notApproved: msg("approvedBeforeEvents", "Your church must be approved before you can submit events."),
  past: msg("eventDateFuture", "The event date must be today or later"),
  tooFar: msg("eventDateTwoYears", "The event date must be within the next two years"),
} as const;
