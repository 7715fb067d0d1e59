import { useEffect, useRef, useState } from "react";
import { newsletterDraftSchema, type AdminNewsletter } from "../../../src/contract/newsletters";
import * as css from "../../components/Dashboard.css";
import * as form from "../../components/Form.css";
import { TextArea, TextField } from "../../components/FormField";
import { button, buttonRow, prose } from "../../components/ui.css";
import { api, ApiError } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { showToast } from "../../state/toasts";
import { Skeletons } from "./Skeletons";
import { centralDateTime } from "./central-time";

const STATUS_LABELS: Record<AdminNewsletter["status"], string> = { draft: "Draft", sending: "Sending", sent: "Sent" };
const STATUS_STYLE: Record<AdminNewsletter["status"], string> = { draft: css.statusOther, sending: css.statusPending, sent: css.statusApproved };
const failed = (fallback: string) => (error: unknown) => showToast({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || fallback, variant: "destructive" });
/** The editor's fields: the English edition and the optional Spanish one. */
type Draft = { id: number | null; subject: string; body: string; subjectEs: string; bodyEs: string };
const draftOf = (n: AdminNewsletter): Draft => ({ id: n.id, subject: n.subject, body: n.body, subjectEs: n.subjectEs, bodyEs: n.bodyEs });
/** How often an open send asks for its progress. */
const PROGRESS_EVERY_MS = 1000;

/** Sent, delivered and failed, in words, with a progress bar while it runs. */
function Progress({ n }: { n: AdminNewsletter }) {
  if (n.status === "draft") return null;
  return (
    <div role="status" aria-live="polite">
      <progress max={Math.max(n.total, 1)} value={n.status === "sent" ? n.delivered + n.failed : n.queued} aria-label={`Progress of ${n.subject}`} />{" "}
      {n.status === "sending"
        ? `Writing messages: ${n.queued} of ${n.total} queued, ${n.delivered} delivered.`
        : `Sent to ${n.total} subscriber${n.total === 1 ? "" : "s"}${n.sentAt ? ` on ${centralDateTime(n.sentAt)}` : ""}: ${n.delivered} delivered, ${n.total - n.delivered - n.failed} waiting, ${n.failed} failed.`}
    </div>
  );
}

/**
 * Newsletter (docs/mail.md, Newsletter): drafts, the editor, a preview of the sanitised body as
 * saved, a test to oneself, and one send to every confirmed subscriber after a confirmation step,
 * with its progress.
 */
export function Newsletters() {
  const [list, setList] = useState<{ items: AdminNewsletter[]; recipients: number } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [open, setOpen] = useState<AdminNewsletter | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [acting, setActing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = () =>
    api<{ items: AdminNewsletter[]; recipients: number }>("GET", "/api/admin/newsletters").then(setList, () => setLoadFailed(true));
  useEffect(() => void load(), []);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open?.id]);

  // While a send runs, its progress is read again every second until it is done.
  useEffect(() => {
    if (open?.status !== "sending") return;
    const timer = setTimeout(() => {
      api<AdminNewsletter>("GET", `/api/admin/newsletters/${open.id}`).then((n) => {
        setOpen(n);
        if (n.status === "sent") void load();
      }, () => undefined);
    }, PROGRESS_EVERY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const editor = useSchemaForm(newsletterDraftSchema, {
    stays: true,
    send: async (data) => {
      const id = editing!.id;
      const saved = await api<AdminNewsletter>(id ? "PUT" : "POST", id ? `/api/admin/newsletters/${id}` : "/api/admin/newsletters", data);
      showToast({ title: "Draft saved" });
      setEditing(null);
      setOpen(saved);
      await load();
    },
    failed: failed("Failed to save the newsletter"),
  });

  async function act(run: () => Promise<void>, fallback: string) {
    setActing(true);
    try {
      await run();
    } catch (error) {
      failed(fallback)(error);
    } finally {
      setActing(false);
    }
  }
  const sendTest = (n: AdminNewsletter) =>
    act(async () => {
      const { to } = await api<{ to: string }>("POST", `/api/admin/newsletters/${n.id}/test`);
      showToast({ title: "Test sent", description: `The newsletter was sent to ${to}.` });
    }, "Failed to send the test");
  const send = (n: AdminNewsletter) =>
    act(async () => {
      setConfirming(false);
      setOpen(await api<AdminNewsletter>("POST", `/api/admin/newsletters/${n.id}/send`));
      await load();
    }, "Failed to send the newsletter");

  if (loadFailed) return <p role="alert">The newsletters could not be loaded. Please refresh the page.</p>;
  if (!list) return <Skeletons />;
  const busy = acting || editor.busy;
  return (
    <>
      <div className={css.row}>
        <h2>Newsletter</h2>
        <button type="button" className={button.outline} onClick={() => (editor.setErrors({}), setOpen(null), setEditing({ id: null, subject: "", body: "", subjectEs: "", bodyEs: "" }))}>
          New Newsletter
        </button>
      </div>
      <p>
        {list.recipients} confirmed subscriber{list.recipients === 1 ? "" : "s"}. Only addresses that confirmed by e-mail receive newsletters; each has a one-click unsubscribe link.
      </p>

      {editing ? (
        <form onSubmit={(e) => editor.submit(e, { subject: editing.subject, body: editing.body, subjectEs: editing.subjectEs, bodyEs: editing.bodyEs })} noValidate aria-label={editing.id ? "Edit newsletter" : "New newsletter"} className={form.section}>
          <fieldset disabled={busy} className={form.fields}>
            <TextField id="newsletter-subject" label="Subject" required value={editing.subject} onChange={(subject) => setEditing({ ...editing, subject })} error={editor.errors.subject} />
            <TextArea id="newsletter-body" label="Body (HTML: paragraphs, headings, lists, links, images)" required rows={12} value={editing.body} onChange={(body) => setEditing({ ...editing, body })} error={editor.errors.body} />
          </fieldset>
          <fieldset disabled={busy} className={form.fields}>
            <legend className={form.legend}>Spanish edition (optional)</legend>
            <p>Subscribers who subscribed in Spanish receive it; without it they receive the English edition.</p>
            <TextField id="newsletter-subjectEs" label="Subject in Spanish" lang="es" value={editing.subjectEs} onChange={(subjectEs) => setEditing({ ...editing, subjectEs })} error={editor.errors.subjectEs} />
            <TextArea id="newsletter-bodyEs" label="Body in Spanish (HTML)" lang="es" rows={12} value={editing.bodyEs} onChange={(bodyEs) => setEditing({ ...editing, bodyEs })} error={editor.errors.bodyEs} />
          </fieldset>
          <div className={buttonRow}>
            <button type="button" className={button.outline} onClick={() => setEditing(null)}>
              Cancel
            </button>
            <button type="submit" className={button.primary} disabled={busy}>
              Save draft and preview
            </button>
          </div>
        </form>
      ) : null}

      {open ? (
        <section aria-labelledby="newsletter-open" className={form.section}>
          <h3 id="newsletter-open" ref={heading} tabIndex={-1}>
            {open.subject}
          </h3>
          <p>
            <span className={css.status}>{STATUS_LABELS[open.status]}</span> Preview, as subscribers will read it (sanitised as saved):
          </p>
          {/* The body was sanitised by the server when saved, with the articles' rules. */}
          <div className={`${prose} ${css.item}`} aria-label="Preview" dangerouslySetInnerHTML={{ __html: open.body }} />
          {open.subjectEs ? (
            <>
              <h4 lang="es">{open.subjectEs}</h4>
              <div className={`${prose} ${css.item}`} lang="es" aria-label="Spanish preview" dangerouslySetInnerHTML={{ __html: open.bodyEs }} />
            </>
          ) : null}
          <Progress n={open} />
          {open.status === "draft" ? (
            confirming ? (
              <div role="alertdialog" aria-labelledby="newsletter-confirm-text" className={buttonRow}>
                <p id="newsletter-confirm-text">
                  Send '{open.subject}' to {list.recipients} confirmed subscriber{list.recipients === 1 ? "" : "s"} now? It is sent once and cannot be undone.
                </p>
                <button type="button" className={button.outline} onClick={() => setConfirming(false)}>
                  Cancel
                </button>
                <button type="button" className={button.primary} disabled={busy} onClick={() => void send(open)}>
                  Yes, send it now
                </button>
              </div>
            ) : (
              <div className={buttonRow}>
                <button type="button" className={button.outline} onClick={() => (editor.setErrors({}), setEditing(draftOf(open)))}>
                  Edit
                </button>
                <button type="button" className={button.outline} disabled={busy} onClick={() => void sendTest(open)}>
                  Send a test to myself
                </button>
                <button type="button" className={button.primary} disabled={busy || list.recipients === 0} onClick={() => setConfirming(true)}>
                  Send to {list.recipients} confirmed subscriber{list.recipients === 1 ? "" : "s"}
                </button>
              </div>
            )
          ) : null}
        </section>
      ) : null}

      <h3>Newsletters ({list.items.length})</h3>
      {list.items.length === 0 ? <p>No newsletters yet. Write the first with 'New Newsletter'.</p> : null}
      <ul className={css.list}>
        {list.items.map((n) => (
          <li key={n.id} className={`${css.item} ${STATUS_STYLE[n.status]}`}>
            <span>
              <strong>{n.subject}</strong> · {STATUS_LABELS[n.status]} · {n.status === "draft" ? `edited ${centralDateTime(n.updatedAt)}` : `${n.queued} of ${n.total} queued, ${n.delivered} delivered`}
            </span>
            <button type="button" className={button.outline} onClick={() => (setConfirming(false), setEditing(null), setOpen(n))} aria-label={`Open ${n.subject}`}>
              Open
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
