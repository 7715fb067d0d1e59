import { z } from "zod";
import { articleAnswer, articleSummaryAnswer, churchListItemAnswer, churchProfileAnswer, eventAnswer, holidayServiceAnswer, namedOptionAnswer, occasionAnswer, occurrenceAnswer } from "../../contract/api-answers";
import { eventListQuerySchema } from "../../contract/event-queries";
import { EVENT_RANGES } from "../../contract/events";
import { HOLIDAY_SORTS, holidayQuerySchema } from "../../contract/holiday-services";
import { articleListQuerySchema } from "../../contract/news-queries";
import { ARTICLE_CATEGORIES, EVENT_CATEGORIES, SERVICE_LANGUAGES } from "../../contract/options";
import type { QueryParameter } from "./parameters";
import { churchListQuerySchema, churchQuerySchema } from "../../contract/church-queries";
import { occurrenceQuerySchema } from "../../contract/service-times/occurrence-query";
import { churchMapQuerySchema } from "../churches/map-query";

/**
 * The public read routes the OpenAPI document describes, keyed as Elysia's route table names them
 * ('GET /api/churches/:id'): their query schema (the route's own), their answer and the statuses
 * they answer besides 200. The document is built from Elysia's table (which routes exist and are
 * public) and these (docs/decisions/0092-openapi-from-the-contract.md).
 */
export interface DescribedRoute {
  operationId: string;
  summary: string;
  description?: string;
  /** The route's zod query schema: its keys are the parameters. */
  query?: { _zod: { def: { shape: Record<string, unknown> } } };
  answer: z.ZodType;
  /** Words for a parameter that means something else here than in ./parameters.ts. */
  parameters?: Record<string, QueryParameter>;
  /** Headers the answer carries besides the standard ones. */
  headers?: Record<string, { description: string; schema: { type: "integer" | "string" } }>;
  refusals: (400 | 404 | 429)[];
}

const PAGING = {
  "X-Total-Count": { description: "Items matching the filters", schema: { type: "integer" as const } },
  "X-Page": { description: "This page", schema: { type: "integer" as const } },
  "X-Page-Count": { description: "Pages in all", schema: { type: "integer" as const } },
};

export const mapPointAnswer = z
  .tuple([z.number().int().describe("id"), z.number().describe("latitude"), z.number().describe("longitude"), z.union([z.literal(0), z.literal(1)]).describe("featured"), z.string().describe("name")])
  .meta({ id: "MapPoint", description: "[id, latitude, longitude, featured 0 or 1, name]" });

export const DESCRIBED_ROUTES: Record<string, DescribedRoute> = {
  "GET /api/churches": {
    operationId: "listChurches",
    summary: "Approved churches, filtered, in pages",
    description: "Featured first, then by the chosen order. Special services are left out unless view=full.",
    query: churchListQuerySchema,
    answer: z.array(churchListItemAnswer),
    headers: {
      ...PAGING,
      "X-Total-Count-Estimated": { description: "'true' when X-Total-Count is an estimate, to two figures: a search matching many of more than 20,000 churches", schema: { type: "string" as const } },
    },
    refusals: [400],
  },
  "GET /api/churches/map": {
    operationId: "churchPins",
    summary: "The pins of the approved churches matching the filters, at most 5,000",
    query: churchMapQuerySchema,
    answer: z.array(mapPointAnswer),
    refusals: [400],
  },
  "GET /api/churches/:id": {
    operationId: "getChurch",
    summary: "One approved church, by id or slug, with its profile",
    query: churchQuerySchema,
    answer: churchProfileAnswer,
    refusals: [400, 404],
  },
  "GET /api/churches/:id/occurrences": {
    operationId: "churchOccurrences",
    summary: "A church's services date by date, exceptions and special services applied",
    query: occurrenceQuerySchema,
    answer: z.array(occurrenceAnswer),
    refusals: [400, 404],
  },
  "GET /api/events": {
    operationId: "listEvents",
    summary: "Coming events at the churches, soonest first, in pages",
    query: eventListQuerySchema,
    parameters: {
      when: { description: "This week, this weekend or this month.", schema: { type: "string", enum: EVENT_RANGES } },
      category: { description: "The kind of event.", schema: { type: "string", enum: EVENT_CATEGORIES } },
      church: { description: "One church's events, by its slug.", schema: { type: "string", pattern: "^[a-z0-9-]{1,120}$" } },
    },
    answer: z.array(eventAnswer),
    headers: PAGING,
    refusals: [400],
  },
  "GET /api/articles": {
    operationId: "listArticles",
    summary: "The news: published articles, newest first, at most 100",
    query: articleListQuerySchema,
    parameters: { category: { description: "One category's articles; all when left out.", schema: { type: "string", enum: ARTICLE_CATEGORIES } } },
    answer: z.array(articleSummaryAnswer),
    refusals: [400],
  },
  "GET /api/articles/slug/:slug": { operationId: "getArticle", summary: "One published article, by its slug", answer: articleAnswer, refusals: [404] },
  "GET /api/services": { operationId: "listOccasions", summary: "The holidays with services, by their coming date", answer: z.array(occasionAnswer), refusals: [] },
  "GET /api/services/:occasion": {
    operationId: "occasionServices",
    summary: "Every approved church's services for a holiday's coming date",
    query: holidayQuerySchema,
    parameters: {
      sort: { description: "By time (the default) or by distance from near.", schema: { type: "string", enum: HOLIDAY_SORTS } },
      language: { description: "Services held in this language.", schema: { type: "string", enum: SERVICE_LANGUAGES } },
    },
    answer: z.array(holidayServiceAnswer),
    refusals: [400, 404],
  },
  "GET /api/denominations": { operationId: "listDenominations", summary: "The denominations the directory lists, by name", answer: z.array(namedOptionAnswer), refusals: [] },
  "GET /api/areas": { operationId: "listAreas", summary: "The parts of the city the directory lists, by name", answer: z.array(namedOptionAnswer), refusals: [] },
};

/** Public read routes of /api the document leaves out, and why: the site's own pages call them. */
export const UNDESCRIBED_ROUTES: Record<string, string> = {
  "GET /api/directory": "the directory page's own search, answered as its cards; GET /api/churches is the same search for other programs",
  "GET /api/auth/session": "the signed-in state the site's pages read",
  "GET /api/unclaimed-churches": "the claim form's search for a church to claim",
  "GET /api/stripe/products": "the plans of the List Your Church page",
  "GET /api/pricing": "the prices of the List Your Church page",
  "GET /api/openapi.json": "this document",
};
