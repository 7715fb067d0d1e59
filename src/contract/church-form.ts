import * as z from "zod/mini";
import { option, optionalParagraphs, optionalText, optionalUrl, requiredText as required, serviceRows } from "./fields";
import { OBJECT_PATH } from "./images";
import { WORSHIP_STYLES, type ServiceLanguage } from "./options";
import { sendsRows, serviceCount, servicesToReviewField, specialServicesField, weeklyServicesField, type ServiceFieldsInput } from "./service-times/fields";
import type { NextService } from "./service-times/next";
import { visitFactFields } from "./visit-facts-schema";
import type { VisitFacts } from "./visit-facts";
import { msg } from "./i18n/msg";

// An upload, or a web address an admin gave the church: the edit sends it back unchanged, and
// the server takes no image that is new unless the user uploaded it.
const imagePath = z.optional(
  z.string().check(z.trim(), z.refine((v) => v === "" || OBJECT_PATH.test(v) || /^https?:\/\/[^\s\p{Cc}]+$/u.test(v), msg("uploadAgain", "Upload the image again"))),
);

/** Fields only premium churches may fill (docs/product.md M7: Premium Features). */
export const PREMIUM_FIELDS = [
  "pastorName",
  "missionStatement",
  "history",
  "specialPrograms",
  "youthPrograms",
  "musicMinistry",
  "outreachPrograms",
  "facebookPage",
  "instagramHandle",
  "logoImage",
] as const;
export type PremiumField = (typeof PREMIUM_FIELDS)[number];

const AT_LEAST_ONE_SERVICE = msg("addServiceTime", "Please add at least one service time");
// Checked whatever else is wrong, so that every message shows at once; but a row refused is a row
// sent, not a list left empty.
const unlessRowRefused = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => ["services", "serviceTimes", "servicesToReview"].includes(String(issue.path?.[0])));

/**
 * The service fields of a church's body (docs/service-times.md): weekly services (`serviceTimes`,
 * `servicesToReview`) or the spec's `services` strings, which the server parses; the rows win
 * when both come. `specialServices` replaces the special services when sent.
 */
export const serviceFields = {
  services: z.optional(serviceRows()),
  serviceTimes: z.optional(weeklyServicesField()),
  servicesToReview: z.optional(servicesToReviewField()),
  specialServices: z.optional(specialServicesField()),
};

/**
 * The church form (docs/product.md M5), for submission and edit alike, used by the form and by
 * the server. Denomination and area are names from the canonical lists (the server checks them).
 * A church has at least one service.
 */
export const churchFormSchema = z.object({
  name: required(msg("churchNameRequired", "Church name is required"), 200),
  denomination: required(msg("denominationRequired", "Denomination is required"), 100),
  address: required(msg("addressRequired", "Address is required"), 300),
  zip: z.string(msg("zipRequired", "Valid ZIP code is required")).check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, msg("zipRequired", "Valid ZIP code is required"))),
  area: required(msg("areaRequired", "Area is required"), 100),
  phone: optionalText(40),
  website: optionalUrl(msg("websiteUrl", "Please enter a valid website URL")),
  description: z.string(msg("describeAtLeast10", "Please provide a description of at least 10 characters")).check(
    z.trim(),
    z.minLength(10, msg("describeAtLeast10", "Please provide a description of at least 10 characters")),
    z.maxLength(5000, "At most 5000 characters"),
  ),
  /** Optional; the Spanish profile shows it instead of the description (docs/i18n.md, Content). */
  descriptionEs: optionalParagraphs(5000),
  ...serviceFields,
  ...visitFactFields,
  worshipStyle: z.optional(z.union([option(WORSHIP_STYLES), z.literal("")])),
  youtubeChannel: optionalUrl(msg("youtubeUrl", "Please enter a valid YouTube URL"), "youtube"),
  heroImage: imagePath,
  pastorName: optionalText(120),
  missionStatement: optionalParagraphs(2000),
  history: optionalParagraphs(5000),
  specialPrograms: optionalParagraphs(2000),
  youthPrograms: optionalParagraphs(2000),
  musicMinistry: optionalParagraphs(2000),
  outreachPrograms: optionalParagraphs(2000),
  facebookPage: optionalUrl(msg("facebookUrl", "Please enter a valid Facebook URL"), "facebook"),
  instagramHandle: optionalText(60),
  logoImage: imagePath,
}).check(
  z.refine((v: ServiceFieldsInput) => sendsRows(v) || serviceCount(v) > 0, { message: AT_LEAST_ONE_SERVICE, path: ["services"], when: unlessRowRefused }),
  z.refine((v: ServiceFieldsInput) => !sendsRows(v) || serviceCount(v) > 0, { message: AT_LEAST_ONE_SERVICE, path: ["serviceTimes"], when: unlessRowRefused }),
);
export type ChurchFormInput = z.infer<typeof churchFormSchema>;

export const unclaimedQuerySchema = z.object({ search: z.optional(z.string().check(z.maxLength(100))) });

/** An unclaimed church in the claim tab's list. */
export interface UnclaimedChurch {
  id: number;
  name: string;
  address: string;
  area: string | null;
  denomination: string | null;
}

/** The stored church as the edit form loads it (owner view, docs/product.md M3), with its services' answer fields. */
export type EditableChurch = Required<{ [K in Exclude<keyof ChurchFormInput, keyof VisitFacts>]: Exclude<ChurchFormInput[K], undefined> }> & VisitFacts & {
  nextService: NextService | null;
  servicesConfirmedAt: string | null;
  languages: ServiceLanguage[];
  id: number;
  slug: string;
  status: "approved" | "pending" | "rejected";
  isPremium: boolean;
  featured: boolean;
};

/**
 * What an owner just saved: the dashboard's notice says so (`/dashboard?saved=…`, its words in the
 * dashboard catalogue); with JavaScript, the form's toast (church-form catalogue). `event`: an
 * event sent from /event-submission without JavaScript.
 */
export type OwnerSaved = "created" | "updated" | "claimed" | "event";
export const OWNER_SAVED: readonly OwnerSaved[] = ["created", "updated", "claimed", "event"];

/**
 * The one church an account manages, or asked to claim (`pending`): while it has one, it may
 * submit or claim no other (docs/product.md M4), and the pages that would offer it say so first.
 */
export interface ManagedChurch {
  id: number;
  name: string;
  pending: boolean;
}

export const churchFormMessages = {
  alreadyOwner: msg("oneChurchPerAccount", "You already have a church listing. Each account manages one church."),
  claimPending: msg("alreadyClaimed", "You already asked to claim a church. An administrator will review it soon."),
  alreadyClaimed: msg("churchHasOwner", "This church already has an owner."),
  premiumOnly: msg("premiumFields", "Premium fields are available with premium membership."),
  unknownDenomination: msg("denominationRequired", "Denomination is required"),
  unknownArea: msg("areaRequired", "Area is required"),
  notYourImage: msg("uploadAgain", "Upload the image again"),
  tooManyEdits: msg("savedTooOften", "You have saved your church many times in the last hour. Please wait a while, then save again."),
} as const;
