import { NEWSLETTER_BATCH, newsletterMessages, type AdminNewsletter, type NewsletterDraft } from "../../contract/newsletters";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { sanitizeArticleHtml } from "../../lib/sanitize";
import type { SessionUser } from "../../sessions/sessions";
import type { MailSite } from "../../mail/compose";
import { queueMail } from "../mail/service";
import { editionFor, newsletterMail } from "./newsletter-mail";
import {
  countRecipients,
  countUndelivered,
  deliveryCounts,
  insertDelivery,
  insertNewsletter,
  markSending,
  markSent,
  selectNewsletter,
  selectNewsletters,
  selectSendingIds,
  selectUndelivered,
  updateDraft,
  type NewsletterRow,
} from "./queries";
import { unsubscribePath } from "./service";

/** Newsletters written in /admin and sent once to every confirmed subscriber (docs/mail.md, Newsletter). */

function view(db: Db, row: NewsletterRow): AdminNewsletter {
  const counts = deliveryCounts(db, row.id);
  const total = row.status === "draft" ? countRecipients(db) : row.status === "sending" ? counts.queued + countUndelivered(db, row.id) : counts.queued;
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    subjectEs: row.subjectEs,
    bodyEs: row.bodyEs,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sendStartedAt: row.sendStartedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    total,
    ...counts,
  };
}

const found = (db: Db, id: number): NewsletterRow => {
  const row = selectNewsletter(db, id);
  if (!row) throw notFound("Newsletter not found");
  return row;
};

export function listNewsletters(db: Db): { items: AdminNewsletter[]; recipients: number } {
  return { items: selectNewsletters(db).map((row) => view(db, row)), recipients: countRecipients(db) };
}

export const getNewsletter = (db: Db, id: number): AdminNewsletter => view(db, found(db, id));

/** Both editions' bodies are sanitised with the articles' rules; no Spanish edition is stored as ''. */
const stored = (input: NewsletterDraft) => ({
  subject: input.subject,
  body: sanitizeArticleHtml(input.body),
  subjectEs: input.subjectEs ?? "",
  bodyEs: input.bodyEs ? sanitizeArticleHtml(input.bodyEs) : "",
});

export function createNewsletter(db: Db, admin: SessionUser, input: NewsletterDraft): AdminNewsletter {
  const id = insertNewsletter(db, { ...stored(input), createdBy: admin.id });
  return getNewsletter(db, id);
}

export function editNewsletter(db: Db, id: number, input: NewsletterDraft): AdminNewsletter {
  found(db, id);
  if (!updateDraft(db, id, stored(input))) throw new HttpError(409, newsletterMessages.notDraft);
  return getNewsletter(db, id);
}

/**
 * The newsletter as subscribers get it, to the admin's own address, marked as a test: the English
 * edition, and the Spanish one as a Spanish subscriber reads it when there is one. A draft stays a draft.
 */
export async function sendTest(db: Db, site: MailSite, secret: string, admin: SessionUser, id: number): Promise<{ to: string }> {
  const row = found(db, id);
  if (!admin.email) throw new HttpError(422, newsletterMessages.noAddress);
  const link = await unsubscribePath(secret, admin.email.toLowerCase());
  const editions = [editionFor(row, "en"), editionFor(row, "es")].filter((edition, i) => i === 0 || edition.lang === "es");
  db.transaction((tx) => {
    for (const edition of editions) queueMail(tx, newsletterMail(site, admin.email, { ...edition, subject: `[Test] ${edition.subject}` }, link, edition.lang, "newsletter-test"));
  });
  return { to: admin.email };
}

/**
 * Writes the next batch of subscribers' messages in one transaction with a delivery row each; a
 * subscriber with a row is never written again, so a send that resumes after a crash sends
 * nobody a second copy. Answers whether more may remain.
 */
export async function sendNextBatch(db: Db, site: MailSite, secret: string, id: number, now = () => new Date()): Promise<boolean> {
  const batch = selectUndelivered(db, id, NEWSLETTER_BATCH);
  if (batch.length === 0) {
    markSent(db, id, now());
    return false;
  }
  // The links are signed before the transaction, which cannot wait.
  const links = new Map(await Promise.all(batch.map(async (s) => [s.id, await unsubscribePath(secret, s.email)] as const)));
  return db.transaction((tx) => {
    const newsletter = selectNewsletter(tx, id);
    if (newsletter?.status !== "sending") return false;
    // Read again inside the transaction: another sender may have written some of these since.
    for (const subscriber of selectUndelivered(tx, id, NEWSLETTER_BATCH)) {
      const link = links.get(subscriber.id);
      if (!link) continue;
      const outboxId = queueMail(tx, newsletterMail(site, subscriber.email, editionFor(newsletter, subscriber.language), link, subscriber.language), now());
      insertDelivery(tx, id, subscriber.id, outboxId);
    }
    return true;
  });
}

/** Writes every batch of a newsletter being sent; the mail worker delivers them. */
export async function runSend(db: Db, site: MailSite, secret: string, id: number, log: (line: string) => void): Promise<void> {
  try {
    while (await sendNextBatch(db, site, secret, id));
  } catch (error) {
    log(`newsletter ${id} send stopped: ${error instanceof Error ? error.message : String(error)}; it resumes at the next start`);
  }
}

/** Starts sending a draft: 409 when it was already sent or is being sent, so it never goes twice. */
export function startSend(db: Db, id: number): AdminNewsletter {
  found(db, id);
  if (!markSending(db, id, new Date())) throw new HttpError(409, newsletterMessages.alreadySent);
  return getNewsletter(db, id);
}

/** Sends that a stopped server left half-written carry on where they stopped. */
export const sendsUnderWay = (db: Db): number[] => selectSendingIds(db);
