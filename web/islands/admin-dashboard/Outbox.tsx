import { Fragment, useEffect, useRef, useState } from "react";
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, type OutboxItem, type OutboxMessage, type OutboxStatus } from "../../../src/contract/outbox";
import * as css from "../../components/Dashboard.css";
import * as field from "../../components/Directory.css";
import { button, buttonRow } from "../../components/ui.css";
import { api, apiList } from "../../lib/api";
import * as own from "./Outbox.css";
import { PageButtons } from "./PageButtons";
import { Skeletons } from "./Skeletons";

const STATUS_LABELS: Record<OutboxStatus, string> = { queued: "Queued", sending: "Sending", sent: "Sent", failed: "Failed" };
const STATUS_STYLE: Record<OutboxStatus, string> = { queued: css.statusPending, sending: css.statusPending, sent: css.statusApproved, failed: css.statusOther };

/** The text part with its web addresses as links, so a reset link works with no mail server (docs/mail.md). */
function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/);
  return (
    <pre className={own.messageText}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} rel="noopener noreferrer">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

/**
 * Outbox: every e-mail the site wrote, newest first, with its status, attempts and last error;
 * opening one shows its text part. Without SMTP_URL this is where the mail is read. `intro` says
 * how mail is sent now (from the server's configuration).
 */
export function Outbox({ intro }: { intro: string }) {
  const [status, setStatus] = useState<OutboxStatus | "">("");
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ items: OutboxItem[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const [openFailed, setOpenFailed] = useState(false);
  const viewer = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setList(null);
    setFailed(false);
    const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
    apiList<OutboxItem>(`/api/admin/outbox?${query}`).then(({ items, total }) => setList({ items, total }), () => setFailed(true));
  }, [status, page]);

  useEffect(() => {
    if (open) viewer.current?.focus();
  }, [open]);

  async function view(id: number) {
    setOpenFailed(false);
    await api<OutboxMessage>("GET", `/api/admin/outbox/${id}`).then(setOpen, () => setOpenFailed(true));
  }

  const pages = list ? Math.max(1, Math.ceil(list.total / OUTBOX_PAGE_SIZE)) : 1;
  return (
    <>
      <div className={css.toolbar}>
        <h2>
          Outbox <span className={css.headingCount}>{list ? `(${list.total})` : ""}</span>
        </h2>
        <label className={field.field}>
          Status
          <select
            className={field.input}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OutboxStatus | "");
              setPage(1);
            }}
          >
            <option value="">All</option>
            {OUTBOX_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p>{intro}</p>
      {open ? (
        <section aria-labelledby="outbox-message" className={css.item}>
          <div>
            <h3 id="outbox-message" tabIndex={-1} ref={viewer}>
              {open.subject}
            </h3>
            <p>
              To {open.to} · from {open.from}
              {open.replyTo ? ` · reply to ${open.replyTo}` : ""} · {open.labels.state} · written {open.labels.written}
              {open.labels.sent ? ` · sent ${open.labels.sent}` : ""}
            </p>
            <TextWithLinks text={open.text} />
            <div className={buttonRow}>
              <button type="button" className={button.outline} onClick={() => setOpen(null)}>
                Close message
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {openFailed ? <p role="alert">The message could not be opened. Please try again.</p> : null}
      {failed ? <p role="alert">The outbox could not be loaded. Please refresh the page.</p> : null}
      {!list && !failed ? <Skeletons /> : null}
      {list && list.items.length === 0 ? <p>{status ? `No ${STATUS_LABELS[status].toLowerCase()} messages.` : "No e-mail has been written yet."}</p> : null}
      {list && list.items.length > 0 ? (
        <ul className={css.list} aria-label="Messages">
          {list.items.map((m) => (
            <li key={m.id} className={`${css.item} ${m.lastError && m.status === "queued" ? css.statusOther : STATUS_STYLE[m.status]}`}>
              <div>
                <strong>{m.subject}</strong>
                <p>
                  To {m.to} · <span className={css.status}>{m.labels.state}</span> · written {m.labels.written}
                  {m.labels.sent ? ` · sent ${m.labels.sent}` : ""} · {m.attempts === 1 ? "1 attempt" : `${m.attempts} attempts`}
                </p>
                {m.lastError ? <p className={own.error}>Last error: {m.lastError}</p> : null}
              </div>
              <button type="button" className={button.outline} onClick={() => void view(m.id)} aria-label={`Open: ${m.subject} to ${m.to}`}>
                Open
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PageButtons label="Outbox pages" page={page} pages={pages} onPage={setPage} />
    </>
  );
}
