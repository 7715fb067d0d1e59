import { API_MAX_LIMIT, MAX_PAGE } from "../../contract/churches";
import { SERVICE_LANGUAGES, WORSHIP_STYLES } from "../../contract/options";
import { DAY_FILTERS, SORTS } from "../../contract/service-search";
import { ATTENDANCE_FILTERS } from "../../contract/service-times/match";
import { SERVICE_KINDS } from "../../contract/service-times/options";
import { ACCESS_FACTS, FAMILY_FACTS } from "../../contract/visit-facts";

/**
 * The words and JSON Schema of every query parameter the described routes read. Which parameters
 * a route has comes from its zod query schema (src/contract); their readers are functions a JSON
 * Schema cannot show, so what each accepts is written here, from the same option lists
 * (docs/filters.md). The document's build fails on a parameter missing here.
 */
type ParameterSchema = { type: "string"; enum?: readonly string[]; pattern?: string; format?: string; maxLength?: number } | { type: "integer"; minimum: number; maximum: number } | { type: "number"; minimum: number; maximum: number };

const list = (keys: readonly string[]) => ({ type: "string" as const, pattern: `^(${keys.join("|")})(,(${keys.join("|")}))*$` });
const CLOCK = { type: "string" as const, pattern: "^([01]?\\d|2[0-3]):[0-5]\\d$" };
const DATE = { type: "string" as const, format: "date" };

export interface QueryParameter {
  description: string;
  schema: ParameterSchema;
}

export const QUERY_PARAMETERS: Record<string, QueryParameter> = {
  search: { description: "Words in the name, address, ZIP code or description.", schema: { type: "string", maxLength: 100 } },
  denomination: { description: "A denomination's name, as GET /api/denominations lists them (any case).", schema: { type: "string", maxLength: 100 } },
  area: { description: "A part of the city, as GET /api/areas lists them (any case).", schema: { type: "string", maxLength: 100 } },
  worshipStyle: { description: "The style of worship.", schema: { type: "string", enum: WORSHIP_STYLES } },
  language: { description: "A language the church worships in; with a service search, the service's language.", schema: { type: "string", enum: SERVICE_LANGUAGES } },
  day: { description: "Churches with a weekly service on that day (today and weekend on San Antonio's clock).", schema: { type: "string", enum: DAY_FILTERS } },
  date: { description: "Churches with a service on that date, special services and changes included.", schema: DATE },
  from: { description: "A service starting at or after this time (HH:MM); for occurrences, the first date (YYYY-MM-DD, today when left out).", schema: { type: "string", maxLength: 10 } },
  to: { description: "A service starting at or before this time (HH:MM); for occurrences, the last date (YYYY-MM-DD, 13 days after from when left out, at most 62 days on).", schema: { type: "string", maxLength: 10 } },
  kind: { description: "The kind of service.", schema: { type: "string", enum: SERVICE_KINDS } },
  attendance: { description: "Services held in person, or online (hybrid services are both).", schema: { type: "string", enum: ATTENDANCE_FILTERS } },
  soon: { description: "1: a service in the next few hours.", schema: { type: "string", enum: ["1"] } },
  weekly: { description: "1: weekly services only, special services left out of the search.", schema: { type: "string", enum: ["1"] } },
  access: { description: "Access facts the church must have said yes to, comma-separated (or the name repeated).", schema: list(ACCESS_FACTS) },
  family: { description: "Family facts the church must have said yes to, comma-separated (or the name repeated).", schema: list(FAMILY_FACTS) },
  near: { description: "A point, latitude,longitude in degrees: adds each church's distance in miles.", schema: { type: "string", pattern: "^-?\\d+(\\.\\d+)?,\\s*-?\\d+(\\.\\d+)?$" } },
  radius: { description: "With near: miles around the point, 1 to 50.", schema: { type: "number", minimum: 1, maximum: 50 } },
  sort: { description: "The order: by name (the default), by distance (needs near) or by the soonest service.", schema: { type: "string", enum: SORTS } },
  featured: { description: "Only featured churches, or only the others.", schema: { type: "string", enum: ["true", "false"] } },
  view: { description: "full: each church with its special services (left out of lists otherwise).", schema: { type: "string", enum: ["full"] } },
  page: { description: "The page of the list, from 1.", schema: { type: "integer", minimum: 1, maximum: MAX_PAGE } },
  limit: { description: `Churches a page, 1 to ${API_MAX_LIMIT} (50 when left out).`, schema: { type: "integer", minimum: 1, maximum: API_MAX_LIMIT } },
  bbox: { description: "The box in view, south,west,north,east in degrees.", schema: { type: "string", pattern: "^-?[\\d.]+,-?[\\d.]+,-?[\\d.]+,-?[\\d.]+$" } },
};
