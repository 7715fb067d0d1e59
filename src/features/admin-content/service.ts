import type { AdminArticle, AdminEvent, AdminEventInput, ArticleInput } from "../../contract/admin-content";
import { DEFAULT_EVENT_HOUR } from "../../contract/events";
import { formatTime, parseEventTime } from "../../contract/dates";
import type { Db } from "../../db/client";
import { changedFields, recordAudit } from "../../db/audit";
import { HttpError, notFound } from "../../http/errors";
import { centralDay, centralToUtc } from "../../lib/dates";
import { htmlToText, sanitizeArticleHtml } from "../../lib/sanitize";
import { slugify } from "../../lib/slug";
import type { Decision } from "../../contract/review-decision";
import type { SessionUser } from "../../sessions/sessions";
import type { MailSite } from "../../mail/compose";
import { eventDecidedMail } from "../notifications/mail";
import { notifyUser } from "../notifications/service";
import { churchById } from "../churches/service";
import { addEvent, changeEvent, removeEventRow } from "../events/service";
import { articleSlugTaken, deleteArticle as removeArticle, insertArticle, selectAdminEvents, selectAllArticles, selectArticle, selectEvent, updateArticle } from "./queries";
import { msg } from "../../contract/i18n/msg";

type ArticleRow = NonNullable<ReturnType<typeof selectArticle>>;

const toAdminArticle = (a: ArticleRow): AdminArticle => ({
  id: a.id,
  slug: a.slug,
  title: a.title,
  excerpt: a.excerpt,
  content: a.content,
  imageUrl: a.imageUrl ?? "",
  category: a.category,
  status: a.status,
  language: a.language,
  publishedAt: a.publishedAt?.toISOString() ?? null,
  updatedAt: a.updatedAt.toISOString(),
});

export const adminArticles = (db: Db): AdminArticle[] => selectAllArticles(db, 500).map(toAdminArticle);

/** The article's columns: HTML sanitised, excerpt from the text when empty, slug unique. */
function articleColumns(db: Db, input: ArticleInput, current?: ArticleRow) {
  const content = sanitizeArticleHtml(input.content);
  const text = htmlToText(content);
  if (!text.trim()) throw new HttpError(422, msg("articleNeedsText", "The article needs some text"), { fields: { content: msg("articleNeedsText", "The article needs some text") } });
  const slug = input.slug || current?.slug || slugify(input.title) || "article";
  if (articleSlugTaken(db, slug, current?.id)) throw new HttpError(409, `Another article already uses the address /news/${slug}.`, { fields: { slug: "This address is taken" } });
  return {
    title: input.title,
    slug,
    content,
    excerpt: input.excerpt || `${text.slice(0, 200).trim()}${text.length > 200 ? "…" : ""}`,
    imageUrl: input.imageUrl || null,
    category: input.category,
    status: input.status,
    // Left out when editing, it keeps the article's language.
    language: input.language ?? current?.language ?? "en",
    // Published once: the date stays when it is edited later.
    publishedAt: input.status === "published" ? (current?.publishedAt ?? new Date()) : null,
  };
}

export function createArticle(db: Db, admin: SessionUser, input: ArticleInput): AdminArticle {
  const row = insertArticle(db, { ...articleColumns(db, input), authorId: admin.id });
  return toAdminArticle(row);
}

/** Edits and deletions go into the audit log with the fields that changed, or the title that went, as church edits do. */
export function editArticle(db: Db, admin: SessionUser, id: number, input: ArticleInput): AdminArticle {
  const current = selectArticle(db, id);
  if (!current) throw notFound("Article not found");
  const columns = articleColumns(db, input, current);
  db.transaction(() => {
    updateArticle(db, id, columns);
    recordAudit(db, { actorId: admin.id, action: "article.edited", entityType: "article", entityId: id, details: changedFields(current, columns) });
  });
  return toAdminArticle(selectArticle(db, id)!);
}

export function deleteArticle(db: Db, admin: SessionUser, id: number): void {
  const current = selectArticle(db, id);
  if (!current) throw notFound("Article not found");
  db.transaction(() => {
    removeArticle(db, id);
    recordAudit(db, { actorId: admin.id, action: "article.deleted", entityType: "article", entityId: id, details: { title: current.title } });
  });
}

export function adminEvents(db: Db): AdminEvent[] {
  return selectAdminEvents(db, 500).map(({ event: e, churchName, submittedBy }) => ({
    id: e.id,
    title: e.title,
    description: e.description,
    date: centralDay(e.startsAt),
    time: e.hasTime ? formatTime(e.startsAt) : "",
    location: e.location,
    category: e.category,
    language: e.language,
    status: e.status,
    churchId: e.churchId,
    churchName,
    submittedBy,
  }));
}

function eventColumns(db: Db, input: AdminEventInput) {
  if (input.churchId && !churchById(db, input.churchId)) throw new HttpError(422, msg("churchNotFound", "Church not found"), { fields: { churchId: msg("churchNotFound", "Church not found") } });
  const time = input.time ? parseEventTime(input.time) : null;
  return {
    title: input.title,
    description: input.description,
    startsAt: centralToUtc(input.date, time?.hour ?? DEFAULT_EVENT_HOUR, time?.minute ?? 0),
    hasTime: time !== null,
    location: input.location ?? "",
    category: input.category,
    // Left out when editing, the church and the language stay: the dashboard's edit form sends
    // neither, and its save must not take an owner's event off its church's profile (null does).
    // A new event has no church unless one is given, and is English.
    ...(input.churchId !== undefined ? { churchId: input.churchId } : {}),
    ...(input.language ? { language: input.language } : {}),
  };
}

/** An admin's own event is published at once. */
export function createEvent(db: Db, admin: SessionUser, input: AdminEventInput): { id: number } {
  const id = addEvent(db, { churchId: null, ...eventColumns(db, input), status: "approved", submittedBy: admin.id });
  return { id };
}

export function editEvent(db: Db, admin: SessionUser, id: number, input: AdminEventInput): { id: number } {
  const current = selectEvent(db, id);
  if (!current) throw notFound("Event not found");
  const columns = eventColumns(db, input);
  db.transaction(() => {
    changeEvent(db, id, columns);
    recordAudit(db, { actorId: admin.id, action: "event.edited", entityType: "event", entityId: id, details: changedFields(current, columns) });
  });
  return { id };
}

export function deleteEvent(db: Db, admin: SessionUser, id: number): void {
  const current = selectEvent(db, id);
  if (!current) throw notFound("Event not found");
  db.transaction(() => {
    removeEventRow(db, id);
    recordAudit(db, { actorId: admin.id, action: "event.deleted", entityType: "event", entityId: id, details: { title: current.title } });
  });
}

/**
 * Owners' events wait for this (docs/product.md D8). Whoever sent the event is told each decision
 * that changes its status: the first, and a change of mind (a rejected event approved after all,
 * a published one taken down). Deciding the same again tells nobody, nor does an admin deciding
 * their own event (docs/mail.md).
 */
export function decideEvent(db: Db, site: MailSite, admin: SessionUser, id: number, { status, reason }: Decision): { id: number; status: string } {
  const event = selectEvent(db, id);
  if (!event) throw notFound("Event not found");
  db.transaction(() => {
    changeEvent(db, id, { status, rejectionReason: status === "rejected" ? reason || null : null });
    recordAudit(db, { actorId: admin.id, action: `event.${status}`, entityType: "event", entityId: id, details: { status: [event.status, status] } });
    if (event.status !== status && event.submittedBy !== admin.id) notifyUser(db, event.submittedBy, "events", (to) => eventDecidedMail(site, to, event, status, reason));
  });
  return { id, status };
}
