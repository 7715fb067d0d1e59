import { z } from "zod";
import { SERVICE_LANGUAGES, WORSHIP_STYLES } from "./options";
import { OCCASIONS } from "./service-times/occasions";
import { ATTENDANCES, SERVICE_KINDS, WEEKDAYS } from "./service-times/options";
import { ACCESS_FACTS, FAMILY_FACTS } from "./visit-facts";
import { DRESS, PARKING } from "./visit-fact-details";

/**
 * The open data: every approved church's public fields as one JSON file and two CSV files, made
 * once a San Antonio day (docs/open-data.md; what is in it and under which licence:
 * docs/decisions/0090-open-data-licence.md). The schemas below are the files' documentation and
 * the tests' check; the OpenAPI document of /api reuses the service schemas.
 */

export const OPEN_DATA_FILES = {
  json: "/open-data/churches.json",
  churchesCsv: "/open-data/churches.csv",
  servicesCsv: "/open-data/services.csv",
} as const;

export const OPEN_DATA_LICENCE = { name: "Open Database License (ODbL) 1.0", url: "https://opendatacommons.org/licenses/odbl/1-0/" } as const;
export const OSM_ATTRIBUTION = { text: "Data © OpenStreetMap contributors", url: "https://www.openstreetmap.org/copyright" } as const;

/** The practical facts the open data carries: not 'What to expect', which is the church's own prose. */
export const OPEN_PRACTICAL_FIELDS = ["parking", "livestream", "serviceMinutes", "dress"] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).describe("24-hour HH:MM, San Antonio time (America/Chicago)");
const language = z.enum(SERVICE_LANGUAGES);

export const weeklyServiceAnswer = z
  .object({
    day: z.enum(WEEKDAYS),
    time,
    durationMinutes: z.number().int().positive(),
    language,
    asl: z.boolean().describe("interpreted in American Sign Language"),
    kind: z.enum(SERVICE_KINDS),
    note: z.string(),
    attendance: z.enum(ATTENDANCES),
    streamUrl: z.string().describe("where an online or hybrid service streams; '' otherwise"),
  })
  .strict()
  .meta({ id: "WeeklyService", description: "A service held every week." });

export const serviceToReviewAnswer = z
  .object({ note: z.string().describe("the service as written"), day: z.enum(WEEKDAYS).nullable(), time: time.nullable() })
  .strict()
  .meta({ id: "ServiceToReview", description: "A weekly service the site could not read for sure, kept as written." });

export const specialServiceAnswer = z
  .object({
    occasion: z.enum(OCCASIONS),
    date: z.iso.date().describe("YYYY-MM-DD in San Antonio"),
    time,
    durationMinutes: z.number().int().positive(),
    language,
    title: z.string(),
    note: z.string(),
  })
  .strict()
  .meta({ id: "SpecialService", description: "A service held once, on a date, for an occasion." });

const fact = z.boolean().nullable().describe("true, false, or null when the church has not said");
const facts = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((k) => [k, fact])) as Record<K, typeof fact>).strict();
export const accessFactsAnswer = facts(ACCESS_FACTS).meta({ id: "AccessFacts" });
export const familyFactsAnswer = facts(FAMILY_FACTS).meta({ id: "FamilyFacts" });

export const openChurchSchema = z
  .object({
    id: z.number().int().positive(),
    slug: z.string(),
    url: z.url().describe("the church's page on the site"),
    name: z.string(),
    denomination: z.string().nullable(),
    area: z.string().nullable().describe("the part of the city"),
    address: z.string(),
    zip: z.string(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    locationApproximate: z.boolean().describe("the position is the centre of the ZIP code or area, not the building"),
    worshipStyle: z.enum(WORSHIP_STYLES).nullable(),
    languages: z.array(language),
    services: z.array(z.string()).describe("the weekly services in words ('Sunday 9:00 AM · Spanish · Mass'), those to review last as written"),
    serviceTimes: z.array(weeklyServiceAnswer),
    servicesToReview: z.array(serviceToReviewAnswer),
    specialServices: z.array(specialServiceAnswer).describe("from the day the file was made on"),
    access: accessFactsAnswer,
    family: familyFactsAnswer,
    practical: z
      .object({ parking: z.enum(PARKING).nullable(), livestream: z.string().nullable(), serviceMinutes: z.number().int().nullable(), dress: z.enum(DRESS).nullable() })
      .strict(),
    servicesConfirmedAt: z.iso.datetime().nullable().describe("when the church or an admin last confirmed the times"),
  })
  .strict()
  .meta({ id: "OpenChurch" });
export type OpenChurch = z.infer<typeof openChurchSchema>;

export const openDataFileSchema = z
  .object({
    title: z.string(),
    documentation: z.url(),
    generatedAt: z.iso.datetime(),
    licence: z.object({ name: z.string(), url: z.url() }).strict(),
    attribution: z.array(z.object({ text: z.string(), url: z.url() }).strict()),
    count: z.number().int().nonnegative(),
    churches: z.array(openChurchSchema),
  })
  .strict();
export type OpenDataFile = z.infer<typeof openDataFileSchema>;
