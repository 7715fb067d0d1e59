import { useEffect, useState } from "react";
import { articleSchema, adminEventSchema, type AdminArticle, type AdminEvent } from "../../../src/contract/admin-content";
import { ARTICLE_CATEGORIES, EVENT_CATEGORIES, label } from "../../../src/contract/options";
import { langNames, languages } from "../../../src/contract/i18n/lang";
import { routes } from "../../../src/contract/routes";
import { api, ApiError } from "../../lib/api";
import type { FieldErrors } from "../../lib/field-errors";
import { useSchemaForm } from "../../lib/use-schema-form";
import { showToast } from "../../state/toasts";
import * as css from "../../components/Dashboard.css";
import * as form from "../../components/Form.css";
import { SelectField, TextArea, TextField } from "../../components/FormField";
import { button, buttonRow } from "../../components/ui.css";
import { decisionBody, ReasonInput } from "./ReasonInput";
import { Skeletons } from "./Skeletons";

type Text = Record<string, string>;
/** What an article or event is written in: a page in the other language marks it (docs/decisions/0044-content-language.md). */
const LANGUAGE_OPTIONS = languages.map((l) => ({ value: l, label: langNames[l] }));
const EMPTY_ARTICLE: Text = { title: "", slug: "", excerpt: "", content: "", imageUrl: "", category: "community", status: "draft", language: "en" };
const EMPTY_EVENT: Text = { title: "", description: "", date: "", time: "", location: "", category: "general", language: "en" };

/** The error toast: the server's words, else the fallback. */
const failed = (fallback: string) => (error: unknown) => showToast({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || fallback, variant: "destructive" });

/** Content: owners' events to approve, events and articles to write, edit and delete (deleting asks first). */
export function Content() {
  const [events, setEvents] = useState<AdminEvent[] | null>(null);
  const [articles, setArticles] = useState<AdminArticle[] | null>(null);
  const [article, setArticle] = useState<{ id: number | null; values: Text } | null>(null);
  const [event, setEvent] = useState<{ id: number | null; values: Text } | null>(null);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [acting, setActing] = useState(false);

  const load = () =>
    Promise.all([api<AdminEvent[]>("GET", "/api/admin/events"), api<AdminArticle[]>("GET", "/api/admin/articles")]).then(([e, a]) => {
      setEvents(e);
      setArticles(a);
    }, () => showToast({ title: "Error", description: "The content could not be loaded", variant: "destructive" }));
  useEffect(() => void load(), []);

  const articleForm = useSchemaForm(articleSchema, {
    stays: true,
    send: async (data) => {
      const id = article!.id;
      await api(id ? "PUT" : "POST", id ? `/api/admin/articles/${id}` : "/api/admin/articles", data);
      showToast({ title: id ? "Article updated" : "Article created" });
      await load();
      setArticle(null);
    },
    failed: failed("Failed to save the article"),
  });
  const eventForm = useSchemaForm(adminEventSchema, {
    stays: true,
    send: async (data) => {
      const id = event!.id;
      await api(id ? "PUT" : "POST", id ? `/api/admin/events/${id}` : "/api/admin/events", data);
      showToast({ title: id ? "Event updated" : "Event created" });
      await load();
      setEvent(null);
    },
    failed: failed("Failed to save the event"),
  });
  const busy = acting || articleForm.busy || eventForm.busy;
  const setEventValues = (values: Text) => setEvent((current) => (current ? { ...current, values } : current));

  /** An approve, reject or delete button: the toast, then the lists again. */
  async function act(run: () => Promise<unknown>, success: string, fallback: string) {
    setActing(true);
    try {
      await run();
      showToast({ title: success });
      await load();
    } catch (error) {
      failed(fallback)(error);
    } finally {
      setActing(false);
    }
  }

  const field = (values: Text, setValues: (v: Text) => void, errors: FieldErrors, name: string, text: string, extra: { type?: string; required?: boolean } = {}) => (
    <TextField id={`content-${name}`} label={text} value={values[name] ?? ""} onChange={(v) => setValues({ ...values, [name]: v })} error={errors[name]} {...extra} />
  );

  if (!events || !articles) return <Skeletons />;
  const pending = events.filter((e) => e.status === "pending");
  return (
    <>
      <h2>Events waiting for approval ({pending.length})</h2>
      {pending.length === 0 ? <p>No events are waiting.</p> : null}
      <ul className={css.list}>
        {pending.map((e) => (
          <li key={e.id} className={`${css.item} ${css.statusPending}`}>
            <span>
              <strong>{e.title}</strong> · {e.date} {e.time} · {e.churchName ?? "No church"} · from {e.submittedBy ?? "unknown"}
              <br />
              {e.description}
            </span>
            <span className={buttonRow}>
              <ReasonInput id={`reason-event-${e.id}`} value={reasons[e.id] ?? ""} onChange={(reason) => setReasons({ ...reasons, [e.id]: reason })} />
              <button type="button" className={button.primary} disabled={busy} onClick={() => void act(() => api("POST", `/api/admin/events/${e.id}/approve`, decisionBody(reasons[e.id])), "Event approved", "Failed to approve the event")} aria-label={`Approve ${e.title}`}>
                Approve
              </button>
              <button type="button" className={button.outline} disabled={busy} onClick={() => void act(() => api("POST", `/api/admin/events/${e.id}/reject`, decisionBody(reasons[e.id])), "Event rejected", "Failed to reject the event")} aria-label={`Reject ${e.title}`}>
                Reject
              </button>
            </span>
          </li>
        ))}
      </ul>

      <div className={css.row}>
        <h2>Events</h2>
        <button type="button" className={button.outline} onClick={() => (eventForm.setErrors({}), setEvent({ id: null, values: { ...EMPTY_EVENT } }))}>
          New Event
        </button>
      </div>
      {event ? (
        <form onSubmit={(e) => eventForm.submit(e, event.values)} noValidate aria-label={event.id ? "Edit event" : "New event"} className={form.section}>
          <fieldset disabled={busy} className={form.fields}>
            {field(event.values, setEventValues, eventForm.errors, "title", "Title", { required: true })}
            <TextArea id="content-description" label="Description" required value={event.values.description ?? ""} onChange={(v) => setEventValues({ ...event.values, description: v })} error={eventForm.errors.description} />
            <div className={form.twoColumns}>
              {field(event.values, setEventValues, eventForm.errors, "date", "Date", { type: "date", required: true })}
              {field(event.values, setEventValues, eventForm.errors, "time", "Start time")}
            </div>
            {field(event.values, setEventValues, eventForm.errors, "location", "Location")}
            <SelectField id="content-event-category" label="Category" required value={event.values.category ?? ""} onChange={(v) => setEventValues({ ...event.values, category: v })} options={EVENT_CATEGORIES.map((c) => ({ value: c, label: label(c) }))} placeholder="Select a category" error={eventForm.errors.category} />
            <SelectField id="content-event-language" label="Language" required value={event.values.language ?? ""} onChange={(v) => setEventValues({ ...event.values, language: v })} options={LANGUAGE_OPTIONS} placeholder="Select a language" error={eventForm.errors.language} />
          </fieldset>
          <div className={buttonRow}>
            <button type="button" className={button.outline} onClick={() => setEvent(null)}>
              Cancel
            </button>
            <button type="submit" className={button.primary} disabled={busy}>
              {event.id ? "Save Event" : "Publish Event"}
            </button>
          </div>
        </form>
      ) : null}
      <ul className={css.list}>
        {events
          .filter((e) => e.status !== "pending")
          .slice(0, 100)
          .map((e) => (
            <li key={e.id} className={`${css.item} ${e.status === "approved" ? css.statusApproved : css.statusOther}`}>
              <span>
                <strong>{e.title}</strong> · {e.date} {e.time} · {label(e.status)}
              </span>
              <span className={buttonRow}>
                <button type="button" className={button.outline} onClick={() => (eventForm.setErrors({}), setEvent({ id: e.id, values: { title: e.title, description: e.description, date: e.date, time: e.time, location: e.location, category: e.category, language: e.language } }))} aria-label={`Edit ${e.title}`}>
                  Edit
                </button>
                <button type="button" className={button.outline} disabled={busy} onClick={() => window.confirm(`Delete '${e.title}'?`) && void act(() => api("DELETE", `/api/admin/events/${e.id}`), "Event deleted", "Failed to delete the event")} aria-label={`Delete ${e.title}`}>
                  Delete
                </button>
              </span>
            </li>
          ))}
      </ul>

      <div className={css.row}>
        <h2>Articles</h2>
        <button type="button" className={button.outline} onClick={() => (articleForm.setErrors({}), setArticle({ id: null, values: { ...EMPTY_ARTICLE } }))}>
          New Article
        </button>
      </div>
      {article ? (
        <form onSubmit={(e) => articleForm.submit(e, article.values)} noValidate aria-label={article.id ? "Edit article" : "New article"} className={form.section}>
          <fieldset disabled={busy} className={form.fields}>
            {field(article.values, (values) => setArticle({ ...article, values }), articleForm.errors, "title", "Title", { required: true })}
            {field(article.values, (values) => setArticle({ ...article, values }), articleForm.errors, "slug", "Address (slug)")}
            {field(article.values, (values) => setArticle({ ...article, values }), articleForm.errors, "excerpt", "Summary")}
            {field(article.values, (values) => setArticle({ ...article, values }), articleForm.errors, "imageUrl", "Image URL")}
            <div className={form.twoColumns}>
              <SelectField id="content-article-category" label="Category" required value={article.values.category ?? ""} onChange={(v) => setArticle({ ...article, values: { ...article.values, category: v } })} options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: label(c) }))} placeholder="Select a category" error={articleForm.errors.category} />
              <SelectField id="content-article-language" label="Language" required value={article.values.language ?? ""} onChange={(v) => setArticle({ ...article, values: { ...article.values, language: v } })} options={LANGUAGE_OPTIONS} placeholder="Select a language" error={articleForm.errors.language} />
              <SelectField id="content-article-status" label="Status" required value={article.values.status ?? ""} onChange={(v) => setArticle({ ...article, values: { ...article.values, status: v } })} options={[{ value: "draft", label: "Draft" }, { value: "published", label: "Published" }]} placeholder="Select" error={articleForm.errors.status} />
            </div>
            <TextArea id="content-content" label="Text (HTML: paragraphs, headings, lists, links, images)" required rows={10} value={article.values.content ?? ""} onChange={(v) => setArticle({ ...article, values: { ...article.values, content: v } })} error={articleForm.errors.content} hint="Scripts, styles and event handlers are removed when you save." />
          </fieldset>
          <div className={buttonRow}>
            <button type="button" className={button.outline} onClick={() => setArticle(null)}>
              Cancel
            </button>
            <button type="submit" className={button.primary} disabled={busy}>
              Save Article
            </button>
          </div>
        </form>
      ) : null}
      <ul className={css.list}>
        {articles.map((a) => (
          <li key={a.id} className={`${css.item} ${a.status === "published" ? css.statusApproved : css.statusPending}`}>
            <span>
              <strong>{a.title}</strong> · {label(a.category)} · {a.status === "published" ? <a href={routes.article(a.slug)}>Published</a> : "Draft"}
            </span>
            <span className={buttonRow}>
              <button type="button" className={button.outline} onClick={() => (articleForm.setErrors({}), setArticle({ id: a.id, values: { title: a.title, slug: a.slug, excerpt: a.excerpt, content: a.content, imageUrl: a.imageUrl, category: a.category, status: a.status, language: a.language } }))} aria-label={`Edit ${a.title}`}>
                Edit
              </button>
              <button type="button" className={button.outline} disabled={busy} onClick={() => window.confirm(`Delete '${a.title}'?`) && void act(() => api("DELETE", `/api/admin/articles/${a.id}`), "Article deleted", "Failed to delete the article")} aria-label={`Delete ${a.title}`}>
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
