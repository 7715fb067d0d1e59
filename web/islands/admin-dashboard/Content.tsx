import { useEffect, useState } from "react";
import { articleSchema, type AdminArticle, type AdminEvent } from "../../../src/contract/admin-content";
import { ARTICLE_CATEGORIES, label } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import { api } from "../../lib/api";
import type { FieldErrors } from "../../lib/field-errors";
import { useSchemaForm } from "../../lib/use-schema-form";
import { showToast } from "../../state/toasts";
import * as css from "../../components/Dashboard.css";
import * as form from "../../components/Form.css";
import { SelectField, TextArea, TextField } from "../../components/FormField";
import { button, buttonRow } from "../../components/ui.css";
import { failedToast as failed } from "./content-toasts";
import { ContentEvents } from "./ContentEvents";
import { LANGUAGE_OPTIONS } from "./EventForm";
import { decisionBody, ReasonInput } from "./ReasonInput";
import { Skeletons } from "./Skeletons";

type Text = Record<string, string>;
const EMPTY_ARTICLE: Text = { title: "", slug: "", excerpt: "", content: "", imageUrl: "", category: "community", status: "draft", language: "en" };

/** Content: owners' events to approve, events and articles to write, edit and delete (deleting asks first). */
export function Content() {
  const [events, setEvents] = useState<AdminEvent[] | null>(null);
  const [articles, setArticles] = useState<AdminArticle[] | null>(null);
  const [article, setArticle] = useState<{ id: number | null; values: Text } | null>(null);
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
  const busy = acting || articleForm.busy;

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

      <ContentEvents events={events.filter((e) => e.status !== "pending")} busy={busy} load={load} act={act} />

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
