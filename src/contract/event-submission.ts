import * as z from "zod/mini";
import { parseEventTime } from "./dates";
import { option, optionalText, requiredText } from "./fields";
import { languages } from "./i18n/lang";
import { EVENT_CATEGORIES } from "./options";

/** An event an owner submits for their church (docs/product.md D8); an admin approves it. */
export const eventSubmissionSchema = z.object({
  title: requiredText("Event title is required", 150),
  description: z.string("Please describe the event in at least 10 characters").check(
    z.trim(),
    z.minLength(10, "Please describe the event in at least 10 characters"),
    z.maxLength(3000, "At most 3000 characters"),
  ),
  date: z.string("Choose the date of the event").check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the date of the event")),
  time: z.optional(z.string().check(z.trim(), z.refine((v) => v === "" || parseEventTime(v) !== null, "Enter a time like 7:00 PM"))),
  location: optionalText(200),
  category: option(EVENT_CATEGORIES, "Choose a category"),
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
  noChurch: "Add your church before submitting events.",
  notApproved: "Your church must be approved before you can submit events.",
  past: "The event date must be today or later",
  tooFar: "The event date must be within the next two years",
} as const;
