import { z } from "zod";
import { ARTICLE_CATEGORIES, EVENT_CATEGORIES, SERVICE_LANGUAGES, WORSHIP_STYLES } from "./options";
import { accessFactsAnswer, familyFactsAnswer, serviceToReviewAnswer, specialServiceAnswer, weeklyServiceAnswer } from "./open-data";
import { EXCEPTION_KINDS } from "./service-times/exceptions";
import { OCCASIONS } from "./service-times/occasions";
import { ATTENDANCES, SERVICE_KINDS, WEEKDAYS } from "./service-times/options";
import { DRESS, PARKING } from "./visit-fact-details";

/**
 * What the public read API answers, as zod schemas: the OpenAPI document of /api is written from
 * them (docs/open-data.md, The API) and its test holds real answers to them. The TypeScript types
 * the server builds answers with are in churches.ts; a drift between the two fails that test.
 */

const date = z.iso.date().describe("YYYY-MM-DD in San Antonio");
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).describe("24-hour HH:MM, San Antonio time");

export const nextServiceAnswer = z
  .object({ day: z.enum(WEEKDAYS), date, time, language: z.enum(SERVICE_LANGUAGES), asl: z.boolean(), kind: z.enum(SERVICE_KINDS), attendance: z.enum(ATTENDANCES), streamUrl: z.string() })
  .strict()
  .meta({ id: "NextService", description: "The next weekly service on San Antonio's clock: a cancelled one skipped, a moved one at its new time." });

export const noticeAnswer = z
  .union([
    z.object({ kind: z.enum(EXCEPTION_KINDS), date, from: time, to: time.optional(), text: z.string(), textEs: z.string().optional(), streamUrl: z.string().optional() }).strict(),
    z.object({ kind: z.enum(["schedule", "closed"]), from: date, to: date, text: z.string(), textEs: z.string().optional() }).strict(),
  ])
  .meta({ id: "Notice", description: "A cancellation, move or change of the coming 14 days, or a temporary schedule or closure." });

const practicalAnswer = z
  .object({ parking: z.enum(PARKING).nullable(), livestream: z.string().nullable(), serviceMinutes: z.number().int().nullable(), dress: z.enum(DRESS).nullable(), firstVisit: z.string() })
  .strict()
  .meta({ id: "PracticalFacts" });

const listedChurch = {
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  /** The Spanish name ('' when none): what /es/ pages show (docs/decisions/0087-spanish-names-and-osm-credit.md). */
  nameEs: z.string(),
  description: z.string(),
  denomination: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  latitude: z.string().nullable().describe("decimal degrees, as text"),
  longitude: z.string().nullable().describe("decimal degrees, as text"),
  logoImage: z.string().nullable(),
  heroImage: z.string().nullable(),
  featured: z.boolean(),
  isPremium: z.boolean(),
  youtubeChannel: z.string().nullable(),
  recentSermons: z.array(z.string()),
  worshipStyle: z.enum(WORSHIP_STYLES).nullable(),
  languages: z.array(z.enum(SERVICE_LANGUAGES)),
  services: z.array(z.string()),
  serviceTimes: z.array(weeklyServiceAnswer),
  servicesToReview: z.array(serviceToReviewAnswer),
  nextService: nextServiceAnswer.nullable(),
  notices: z.array(noticeAnswer),
  nextServiceLabel: z.string().nullable().describe("'Today 6:30 PM', 'Sunday 9:00 AM · Spanish'"),
  servicesConfirmedAt: z.iso.datetime().nullable(),
  access: accessFactsAnswer,
  family: familyFactsAnswer,
  practical: practicalAnswer,
};

export const churchListItemAnswer = z
  .object({
    ...listedChurch,
    specialServices: z.array(specialServiceAnswer).optional().describe("with view=full only"),
    distanceMiles: z.number().optional().describe("searched with near only"),
    matchingService: weeklyServiceAnswer.extend({ date: date.optional() }).strict().nullable().optional().describe("searched by day, date, time or kind only: the soonest matching service"),
  })
  .strict()
  .meta({ id: "Church" });

export const churchProfileAnswer = z
  .object({
    ...listedChurch,
    specialServices: z.array(specialServiceAnswer),
    distanceMiles: z.number().optional().describe("asked with near only"),
    descriptionEs: z.string(),
    pastorName: z.string().nullable(),
    missionStatement: z.string().nullable(),
    history: z.string().nullable(),
    specialPrograms: z.string().nullable(),
    youthPrograms: z.string().nullable(),
    musicMinistry: z.string().nullable(),
    outreachPrograms: z.string().nullable(),
    facebookPage: z.string().nullable(),
    instagramHandle: z.string().nullable(),
  })
  .strict()
  .meta({ id: "ChurchProfile" });

export const occurrenceAnswer = z
  .object({
    date,
    time,
    durationMinutes: z.number().int().positive(),
    language: z.enum(SERVICE_LANGUAGES),
    kind: z.enum(SERVICE_KINDS),
    asl: z.boolean(),
    attendance: z.enum(ATTENDANCES),
    streamUrl: z.string(),
    status: z.enum(["scheduled", ...EXCEPTION_KINDS]),
    weeklyTime: time.nullable().describe("the weekly service's own start; a moved service's old time"),
    note: z.string(),
    noteEs: z.string(),
    title: z.string().nullable().describe("a special service's title"),
    occasion: z.enum(OCCASIONS).nullable(),
  })
  .strict()
  .meta({ id: "Occurrence", description: "One service on one date." });

export const namedOptionAnswer = z.object({ id: z.number().int().positive(), name: z.string() }).strict().meta({ id: "NamedOption" });

export const errorAnswer = z
  .object({ error: z.string(), details: z.object({ fields: z.record(z.string(), z.string()) }).optional() })
  .meta({ id: "Error", description: "A refusal in words, in the language Accept-Language asks for; a query's problems by field." });

const contentLanguage = z.enum(["en", "es"]).describe("the language it is written in");

export const eventAnswer = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    description: z.string(),
    date,
    time: z.string().nullable().describe("'7:00 PM' in San Antonio, or null when no time was given"),
    startsAt: z.iso.datetime().describe("the start (10:00 in San Antonio when no time was given)"),
    location: z.string(),
    address: z.string(),
    category: z.enum(EVENT_CATEGORIES),
    language: contentLanguage,
    church: z.object({ id: z.number().int().positive(), name: z.string(), slug: z.string() }).strict().nullable(),
  })
  .strict()
  .meta({ id: "Event" });

const articleFields = {
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  imageUrl: z.string().nullable(),
  category: z.enum(ARTICLE_CATEGORIES),
  language: contentLanguage,
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  readMinutes: z.number().int().positive(),
};
export const articleSummaryAnswer = z.object(articleFields).strict().meta({ id: "ArticleSummary" });
export const articleAnswer = z
  .object({ ...articleFields, content: z.string().describe("sanitised HTML"), createdAt: z.iso.datetime() })
  .strict()
  .meta({ id: "Article" });

export const occasionAnswer = z
  .object({ occasion: z.enum(OCCASIONS), label: z.string(), date })
  .strict()
  .meta({ id: "Occasion", description: "A holiday and its coming date (Las Posadas: its first night)." });

export const holidayServiceAnswer = z
  .object({
    church: z
      .object({ id: z.number().int().positive(), name: z.string(), slug: z.string(), address: z.string(), zip: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
      .strict(),
    date,
    time,
    durationMinutes: z.number().int().positive(),
    language: z.enum(SERVICE_LANGUAGES),
    title: z.string(),
    note: z.string(),
    distanceMiles: z.number().nullable().describe("from near, when the query gave it"),
  })
  .strict()
  .meta({ id: "HolidayService" });
