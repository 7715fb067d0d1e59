import { formatDateTime, formatShortDate } from "../../../src/contract/dates";
import { Field } from "../FormField";
import { serviceChangesText } from "../../../src/contract/i18n/service-changes-text";
import { translateMessage } from "../../../src/contract/i18n/validation-text";
import { FEED_RULE_MAX, FEED_URL_MAX, lowerFirst, type CalendarFeedView, type SyncCounts } from "../../../src/contract/service-times/calendar-feed";
import { useLang, useText } from "../lang-context";
import * as css from "../Directory.css";
import * as form from "../Form.css";
import { button } from "../ui.css";
import { formAction } from "../../lib/form-action";

export type FeedTyped = Partial<Record<"url" | "servicesMatch" | "cancelMatch", string>>;
export type FeedStatus = "feedSaved" | "feedSynced" | "feedStopped" | "feedUndone" | "feedFailed";

const COUNTS = ["added", "changed", "removed", "cancelled", "uncancelled"] as const satisfies readonly (keyof SyncCounts)[];

/**
 * 'Sync from your church's calendar' on the owner's changes page (docs/service-times.md, Calendar
 * sync): the address and the two rules in a form that posts without JavaScript, what the last
 * read and the last sync did, 'Undo', 'Sync now' and 'Stop syncing'.
 */
export function CalendarSync({ churchId, feed, typed, status, error }: { churchId: number; feed: CalendarFeedView | null; typed: FeedTyped; status: FeedStatus | null; error: string | null }) {
  const t = useText(serviceChangesText);
  const lang = useLang();
  const action = (path = "") => formAction(lang, `/api/user/churches/${churchId}/calendar-feed${path}`);
  const value = (name: keyof FeedTyped) => typed[name] ?? feed?.[name] ?? "";
  const changes = (counts: SyncCounts) =>
    COUNTS.filter((k) => counts[k] > 0)
      .map((k) => t(`feed.${k}`, { count: counts[k] }))
      .join(", ");
  return (
    <section aria-labelledby="calendar-sync-title" id="calendar-sync">
      <h2 id="calendar-sync-title">{t("feed")}</h2>
      <p>{t("feedLead")}</p>
      {status ? (
        <p role="status" data-testid="calendar-sync-done">
          {t(status)}
        </p>
      ) : null}
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
      {feed?.status === "error" ? (
        <p className={css.error} role="alert" data-testid="calendar-sync-failing">
          {t("feedFailing", { date: formatShortDate(feed.failingSince ?? feed.lastFetchedAt ?? new Date(0).toISOString(), lang), reason: lowerFirst(translateMessage(feed.error ?? "", lang)) })}
        </p>
      ) : null}
      <form method="post" action={action()} className={form.panel}>
        <fieldset className={form.section}>
          <legend className={form.legend}>{t("feedLegend")}</legend>
          <div className={form.fields}>
            <Field id="feed-url" label={t("feedUrl")} hint={t("feedUrlHint")}>
              <input id="feed-url" name="url" type="text" inputMode="url" autoComplete="off" spellCheck={false} className={css.input} required maxLength={FEED_URL_MAX} defaultValue={value("url")} aria-describedby="feed-url-hint" />
            </Field>
            <Field id="feed-services" label={t("feedServices")} hint={t("feedServicesHint")}>
              <input id="feed-services" name="servicesMatch" type="text" className={css.input} maxLength={FEED_RULE_MAX} defaultValue={value("servicesMatch")} aria-describedby="feed-services-hint" />
            </Field>
            <Field id="feed-cancel" label={t("feedCancel")} hint={t("feedCancelHint")}>
              <input id="feed-cancel" name="cancelMatch" type="text" className={css.input} maxLength={FEED_RULE_MAX} defaultValue={value("cancelMatch")} aria-describedby="feed-cancel-hint" />
            </Field>
          </div>
        </fieldset>
        <div className={form.actions}>
          <button type="submit" className={button.primary}>
            {t("feedSave")}
          </button>
        </div>
      </form>
      {feed ? (
        <div data-testid="calendar-sync-state">
          <p>{feed.lastFetchedAt ? t("feedLastRead", { when: formatDateTime(feed.lastFetchedAt, lang), events: feed.events }) : t("feedNotRead")}</p>
          {feed.lastRun ? (
            <div className={form.actions}>
              <p data-testid="last-sync">{t(feed.lastRun.undone ? "feedLastSyncUndone" : "feedLastSync", { when: formatDateTime(feed.lastRun.at, lang), changes: changes(feed.lastRun.counts) })}</p>
              {feed.lastRun.undone ? null : (
                <form method="post" action={action("/undo")}>
                  <button type="submit" className={button.outline} aria-label={t("feedUndoLabel")}>
                    {t("feedUndo")}
                  </button>
                </form>
              )}
            </div>
          ) : (
            <p>{t("feedNoChanges")}</p>
          )}
          {feed.paused ? <p>{t("feedPaused")}</p> : null}
          {feed.leftOut > 0 ? <p>{t("feedLeftOut", { count: feed.leftOut })}</p> : null}
          <div className={form.actions}>
            <form method="post" action={action("/sync")}>
              <button type="submit" className={button.primary}>
                {t("feedSyncNow")}
              </button>
            </form>
            <form method="post" action={action("/delete")}>
              <button type="submit" className={button.outline} aria-describedby="feed-stop-hint">
                {t("feedStop")}
              </button>
            </form>
          </div>
          <p id="feed-stop-hint" className={form.hint}>
            {t("feedStopHint")}
          </p>
        </div>
      ) : null}
    </section>
  );
}
