import { useEffect, useState } from "react";
import { api } from "../../lib/api";
import { downloadFile } from "../../lib/download";
import { showToast } from "../../state/toasts";
import * as css from "../../components/Dashboard.css";
import { button, buttonRow } from "../../components/ui.css";
import { Skeletons } from "./Skeletons";

interface Message {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  readAt: string | null;
}

/** Inbox: contact messages (mark read) and newsletter subscribers, each with a CSV export. */
export function Inbox() {
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [subscribers, setSubscribers] = useState<{ email: string; createdAt: string }[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    Promise.all([api<Message[]>("GET", "/api/admin/contacts"), api<{ email: string; createdAt: string }[]>("GET", "/api/admin/subscribers")]).then(([m, s]) => {
      setMessages(m);
      setSubscribers(s);
    }, () => setFailed(true));
  }, []);

  async function exportCsv(url: string) {
    try {
      showToast({ title: "Export Successful", description: `${await downloadFile(url)} is downloading.` });
    } catch {
      showToast({ title: "Export Failed", description: "Could not export to CSV", variant: "destructive" });
    }
  }
  async function markRead(id: number) {
    await api("POST", `/api/admin/contacts/${id}/read`).then(
      () => setMessages((all) => all!.map((m) => (m.id === id ? { ...m, readAt: new Date().toISOString() } : m))),
      () => showToast({ title: "Error", description: "Could not mark the message read", variant: "destructive" }),
    );
  }

  if (failed) return <p role="alert">The inbox could not be loaded. Please refresh the page.</p>;
  if (!messages || !subscribers) return <Skeletons />;
  return (
    <>
      <div className={css.row}>
        <h2>Contact messages ({messages.length})</h2>
        <button type="button" className={button.outline} onClick={() => void exportCsv("/api/admin/contacts/export-csv")}>
          Export messages CSV
        </button>
      </div>
      {messages.length === 0 ? <p>No messages yet.</p> : null}
      <ul className={css.list}>
        {messages.map((m) => (
          <li key={m.id} className={`${css.item} ${m.readAt ? "" : css.statusPending}`}>
            <div>
              <strong>{m.name}</strong> (<a href={`mailto:${m.email}`}>{m.email}</a>) · {m.subject} · {m.createdAt.slice(0, 10)}
              <p>{m.message}</p>
            </div>
            {m.readAt ? (
              <span className={css.status}>Read</span>
            ) : (
              <button type="button" className={button.outline} onClick={() => void markRead(m.id)} aria-label={`Mark read: the message from ${m.name}`}>
                Mark read
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className={css.row}>
        <h2>Confirmed newsletter subscribers ({subscribers.length})</h2>
        <button type="button" className={button.outline} onClick={() => void exportCsv("/api/admin/subscribers/export-csv")}>
          Export subscribers CSV
        </button>
      </div>
      <ul className={buttonRow}>
        {subscribers.slice(0, 50).map((s) => (
          <li key={s.email} className={css.status}>
            {s.email}
          </li>
        ))}
      </ul>
      {subscribers.length > 50 ? <p>…and {subscribers.length - 50} more in the CSV.</p> : null}
    </>
  );
}
