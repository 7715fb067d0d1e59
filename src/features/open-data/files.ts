import { OPEN_DATA_FILES, OPEN_DATA_LICENCE, OPEN_PRACTICAL_FIELDS, OSM_ATTRIBUTION, type OpenChurch, type OpenDataFile } from "../../contract/open-data";
import { routes } from "../../contract/routes";
import { SITE_NAME } from "../../contract/site";
import { SERVICE_LIST_SEPARATOR } from "../../contract/service-times/format";
import type { Db } from "../../db/client";
import { siteUrl } from "../../http/site-origin";
import { toCsv } from "../../lib/csv";
import { centralDay } from "../../lib/dates";
import { factCells, factColumns, languagesCell, specialServicesCell } from "../churches/service";
import { openChurches } from "./records";

export type OpenDataName = keyof typeof OPEN_DATA_FILES;

/** One file of the day's open data, as sent: its bytes' text, media type and validator. */
export interface OpenDataDownload {
  body: string;
  type: string;
  etag: string;
}

/** The open data of one San Antonio day (docs/decisions/0091-open-data-daily.md). */
export interface OpenDataSnapshot {
  day: string;
  /** Whole seconds, as Last-Modified and If-Modified-Since count. */
  generatedAt: Date;
  count: number;
  files: Record<OpenDataName, OpenDataDownload>;
}

const CHURCH_COLUMNS = [
  "id", "slug", "url", "name", "denomination", "area", "address", "zip", "phone", "website", "latitude", "longitude", "locationApproximate",
  "worshipStyle", "languages", "services", "specialServices", "servicesConfirmedAt", ...factColumns(OPEN_PRACTICAL_FIELDS),
];
const SERVICE_COLUMNS = ["churchId", "churchSlug", "day", "time", "durationMinutes", "language", "asl", "kind", "attendance", "streamUrl", "note"];

function churchesCsv(churches: OpenChurch[]): string {
  return toCsv(
    CHURCH_COLUMNS,
    churches.map((c) => [
      c.id, c.slug, c.url, c.name, c.denomination, c.area, c.address, c.zip, c.phone, c.website, c.latitude, c.longitude, c.locationApproximate,
      c.worshipStyle, languagesCell(c.languages), c.services.join(SERVICE_LIST_SEPARATOR), specialServicesCell(c.specialServices), c.servicesConfirmedAt,
      ...factCells(c, OPEN_PRACTICAL_FIELDS),
    ]),
  );
}

/** One row per weekly service, for a timetable: the same fields as the JSON's `serviceTimes`. */
function servicesCsv(churches: OpenChurch[]): string {
  const rows = churches.flatMap((c) => c.serviceTimes.map((s) => [c.id, c.slug, s.day, s.time, s.durationMinutes, s.language, s.asl, s.kind, s.attendance, s.streamUrl, s.note]));
  return toCsv(SERVICE_COLUMNS, rows);
}

const download = (body: string, type: string): OpenDataDownload => ({ body, type, etag: `"${Bun.hash(body).toString(36)}"` });

/** Every approved church's public fields at `now`, as the three files. */
export function buildOpenData(db: Db, origin: string, now: Date): OpenDataSnapshot {
  const generatedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const churches = openChurches(db, origin, now);
  const file: OpenDataFile = {
    title: `${SITE_NAME}: open data`,
    documentation: siteUrl(origin, routes.openData),
    generatedAt: generatedAt.toISOString(),
    licence: OPEN_DATA_LICENCE,
    attribution: [{ text: `© ${SITE_NAME}`, url: siteUrl(origin, routes.home) }, OSM_ATTRIBUTION],
    count: churches.length,
    churches,
  };
  return {
    day: centralDay(now),
    generatedAt,
    count: churches.length,
    files: {
      json: download(JSON.stringify(file), "application/json; charset=utf-8"),
      churchesCsv: download(churchesCsv(churches), "text/csv; charset=utf-8; header=present"),
      servicesCsv: download(servicesCsv(churches), "text/csv; charset=utf-8; header=present"),
    },
  };
}

/**
 * The day's open data, made by the first request of each San Antonio day and kept in memory until
 * the next: a city app polling every hour costs a look-up, and every file of a day has one validator.
 */
export class OpenDataFiles {
  private snapshot: OpenDataSnapshot | null = null;

  constructor(
    private readonly db: Db,
    private readonly origin: string,
  ) {}

  current(now = new Date()): OpenDataSnapshot {
    if (this.snapshot?.day !== centralDay(now)) this.snapshot = buildOpenData(this.db, this.origin, now);
    return this.snapshot;
  }
}
