import type { AppContext } from "../../app-context";
import type { AdminChurch, HistoryEntry } from "../../contract/admin";
import { confirmationFields } from "../../contract/service-times/freshness";
import { ADMIN_PAGE_SIZE, type AdminChurchInput } from "../../contract/admin-churches";
import type { ChurchLocation } from "../../contract/church-location";
import type { ChurchStatus } from "../../contract/options";
import type { Db } from "../../db/client";
import type { VisitFacts } from "../../contract/visit-facts";
import { readAllInPages } from "../../db/paging";
import { changedFields, recordAudit } from "../../db/audit";
import { HttpError, notFound } from "../../http/errors";
import { toCsv } from "../../lib/csv";
import { centralDay } from "../../lib/dates";
import { placeChurch } from "../../lib/geocode";
import type { SessionUser } from "../../sessions/sessions";
import { SERVICE_LIST_SEPARATOR, serviceStrings } from "../../contract/service-times/format";
import {
  areaNameOf,
  changeChurch,
  churchServices,
  columnsOf,
  FACT_COLUMNS,
  factCells,
  languagesCell,
  languagesOfChurches,
  specialServicesCell,
  denominationNameOf,
  churchById,
  serviceAnswer,
  servicesOfBody,
  setChurchServices,
  setChurchVisitFacts,
  storedVisitFacts,
  visitFactsToSave,
  type ChurchChange,
  type ChurchServices,
  type ListingChange,
  type StoredChurch,
  pageByName,
} from "../churches/service";
import { selectAdminRows, selectAllChurchIds, selectChurchesForExport, selectHistory } from "./queries";
import { taxonomyIds } from "./taxonomy-ids";

export { bulkUpdate } from "./bulk-update";
import { msg } from "../../contract/i18n/msg";

function toAdminChurch(db: Db, c: StoredChurch, owner: string | null, services: ChurchServices, facts: VisitFacts, now: Date): AdminChurch {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    status: c.status,
    denomination: denominationNameOf(db, c.denominationId) ?? "",
    area: areaNameOf(db, c.areaId) ?? "",
    address: c.address,
    zip: c.zip,
    phone: c.phone ?? "",
    website: c.website ?? "",
    description: c.description,
    descriptionEs: c.descriptionEs,
    ...serviceAnswer(services, now),
    ...confirmationFields(c.servicesConfirmedAt),
    featured: c.featured,
    isPremium: c.isPremium,
    latitude: c.latitude === null ? "" : String(c.latitude),
    longitude: c.longitude === null ? "" : String(c.longitude),
    locationApproximate: c.locationApproximate,
    heroImage: c.heroImage ?? "",
    logoImage: c.logoImage ?? "",
    youtubeChannel: c.youtubeChannel ?? "",
    recentSermons: c.recentSermons,
    owner,
    updatedAt: c.updatedAt.toISOString(),
    ...facts,
  };
}

export function adminChurches(db: Db, query: { search?: string; status?: ChurchStatus; stale?: number; page?: number; limit?: number }, now = new Date()) {
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  const confirmedBefore = query.stale === undefined ? undefined : new Date(now.getTime() - query.stale * 86_400_000);
  const { ids: matches, counts } = selectAllChurchIds(db, { search: query.search?.trim() || undefined, status: query.status, confirmedBefore });
  const rows = selectAdminRows(db, pageByName(db, matches, ((query.page ?? 1) - 1) * limit, limit, "en"));
  const total = matches.length;
  const ids = rows.map((r) => r.church.id);
  const services = churchServices(db, ids, now);
  const facts = storedVisitFacts(db, ids);
  return { items: rows.map((r) => toAdminChurch(db, r.church, r.owner, services.get(r.church.id)!, facts.get(r.church.id)!, now)), total, counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) };
}

const IMAGE_URL = /^(\/uploads\/[\w.-]+|https?:\/\/\S+)$/;
const orNull = (v: string | undefined) => (v ? v : null);

/** The admin's edit dialog: any church, any status; placed again when the address moves. */
export async function adminEditChurch(ctx: AppContext, admin: SessionUser, id: number, input: AdminChurchInput): Promise<AdminChurch> {
  const church = churchById(ctx.db, id);
  if (!church) throw notFound(msg("churchNotFound", "Church not found"));
  for (const field of ["heroImage", "logoImage"] as const) {
    if (input[field] && !IMAGE_URL.test(input[field]!)) throw new HttpError(422, msg("uploadedOrWeb", "Use an uploaded image or a web address"), { fields: { [field]: msg("uploadedOrWeb", "Use an uploaded image or a web address") } });
  }
  const facts = visitFactsToSave(ctx.db, id, input, church.isPremium);
  const listing: ListingChange = {
    ...taxonomyIds(ctx.db, input.denomination, input.area),
    name: input.name,
    address: input.address,
    zip: input.zip,
    phone: orNull(input.phone),
    website: orNull(input.website),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.descriptionEs !== undefined ? { descriptionEs: input.descriptionEs } : {}),
    ...(input.heroImage !== undefined ? { heroImage: orNull(input.heroImage) } : {}),
    ...(input.logoImage !== undefined ? { logoImage: orNull(input.logoImage) } : {}),
    ...(input.youtubeChannel !== undefined ? { youtubeChannel: orNull(input.youtubeChannel) } : {}),
    ...(input.recentSermons !== undefined ? { recentSermons: input.recentSermons.map((s) => s.trim()).filter(Boolean) } : {}),
  };
  const change: ChurchChange = { listing, featured: input.featured, status: input.status };
  if (input.latitude !== undefined && input.longitude !== undefined) {
    // The admin places the pin by hand: it is exact from now on. The pin sent back unmoved changes nothing.
    if (input.latitude !== church.latitude || input.longitude !== church.longitude) change.pin = { latitude: input.latitude, longitude: input.longitude, locationApproximate: false };
  } else if (input.address !== church.address || input.zip !== church.zip || listing.areaId !== church.areaId) {
    const place = await placeChurch(ctx.env.NOMINATIM_URL, input.address, input.zip, input.area);
    change.pin = { latitude: place.latitude, longitude: place.longitude, locationApproximate: place.approximate };
  }
  const columns = columnsOf(change);
  ctx.db.transaction(() => {
    changeChurch(ctx.db, id, change);
    const services = setChurchServices(ctx.db, id, servicesOfBody(input), input.specialServices, { confirm: true });
    const factChanges = setChurchVisitFacts(ctx.db, id, facts);
    recordAudit(ctx.db, { actorId: admin.id, action: "church.edited_by_admin", entityType: "church", entityId: id, details: { ...changedFields(church, columns), ...services, ...factChanges } });
  });
  const now = new Date();
  return toAdminChurch(ctx.db, churchById(ctx.db, id)!, null, churchServices(ctx.db, [id], now).get(id)!, storedVisitFacts(ctx.db, [id]).get(id)!, now);
}

/**
 * The pin picker's save (Church Approvals, docs/decisions/0034-approval-pin.md): the admin placed
 * the pin by hand, so it is exact from now on, even when it stayed where the ZIP or area put it.
 */
export function placeChurchPin(db: Db, admin: SessionUser, id: number, { latitude, longitude }: ChurchLocation) {
  const church = churchById(db, id);
  if (!church) throw notFound(msg("churchNotFound", "Church not found"));
  const columns = { latitude, longitude, locationApproximate: false };
  db.transaction(() => {
    changeChurch(db, id, { pin: columns });
    recordAudit(db, { actorId: admin.id, action: "church.pin_placed", entityType: "church", entityId: id, details: changedFields(church, columns) });
  });
  return { id, ...columns };
}

export function churchHistory(db: Db, id: number): HistoryEntry[] {
  if (!churchById(db, id)) throw notFound(msg("churchNotFound", "Church not found"));
  return selectHistory(db, id).map((h) => ({ at: h.at.toISOString(), actor: h.actor, action: h.action, changes: (h.details ?? {}) as HistoryEntry["changes"] }));
}

const CSV_HEADER = [
  "id", "slug", "name", "status", "denomination", "area", "address", "zip", "phone", "website", "description", "descriptionEs", "worshipStyle", "languages",
  "services", "specialServices", "servicesConfirmedAt", "featured", "isPremium", "latitude", "longitude", "locationApproximate", "youtubeChannel", "createdAt", ...FACT_COLUMNS,
];

/**
 * Every church as CSV (RFC 4180, UTF-8 with BOM, formulas neutralised), read in pages: what the
 * open data carries (docs/open-data.md), with the status, plan and dates only the admin sees.
 * Services are their display strings in one cell, joined by ' | ' as Bulk Update takes them.
 */
export function exportChurchesCsv(db: Db, now = new Date()): { filename: string; csv: string; count: number } {
  const churches = readAllInPages((after) => {
    const page = selectChurchesForExport(db, 1000, after);
    const services = churchServices(db, page.map((c) => c.id), now);
    const facts = storedVisitFacts(db, page.map((c) => c.id));
    const languages = languagesOfChurches(db, page.map((c) => c.id));
    return page.map((c) => ({ ...c, services: serviceStrings(services.get(c.id)!.weekly), special: services.get(c.id)!.special, facts: facts.get(c.id)!, languages: languages.get(c.id) ?? [] }));
  });
  const rows = churches.map((c) => [
    c.id, c.slug, c.name, c.status, denominationNameOf(db, c.denominationId), areaNameOf(db, c.areaId), c.address, c.zip, c.phone, c.website,
    c.description, c.descriptionEs, c.worshipStyle, languagesCell(c.languages),
    c.services.join(SERVICE_LIST_SEPARATOR), specialServicesCell(c.special), c.servicesConfirmedAt?.toISOString() ?? "", c.featured, c.isPremium, c.latitude, c.longitude, c.locationApproximate, c.youtubeChannel, c.createdAt.toISOString(),
    ...factCells(c.facts),
  ]);
  return { filename: `churches_export_${centralDay(now)}.csv`, csv: toCsv(CSV_HEADER, rows), count: rows.length };
}
