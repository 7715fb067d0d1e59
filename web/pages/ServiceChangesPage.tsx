import { serviceChangesText } from "../../src/contract/i18n/service-changes-text";
import { Field } from "../components/FormField";
import { routes } from "../../src/contract/routes";
import { EXCEPTION_KINDS, EXCEPTION_NOTE_MAX, type ExceptionKind, type ServiceException } from "../../src/contract/service-times/exceptions";
import { DETAIL_SEPARATOR, serviceDetails, serviceHours } from "../../src/contract/service-times/format";
import type { WeeklyService } from "../../src/contract/service-times/options";
import { ServiceNotices } from "../components/church/ServiceNotices";
import { TemporarySchedules, type ScheduleTyped } from "../components/church/TemporarySchedules";
import { CalendarSync, type FeedStatus, type FeedTyped } from "../components/church/CalendarSync";
import type { CalendarFeedView } from "../../src/contract/service-times/calendar-feed";
import type { TemporarySchedule } from "../../src/contract/service-times/schedules";
import { noticeWords } from "../../src/contract/service-times/notice-words";
import { useLang, usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { useVocabulary } from "../components/use-vocabulary";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button, container, section } from "../components/ui.css";
import { formAction } from "../lib/form-action";

export interface ServiceChangesPageProps {
  churchId: number;
  name: string;
  services: WeeklyService[];
  exceptions: ServiceException[];
  /** San Antonio's day, and the last day a change may be set on ('YYYY-MM-DD'). */
  today: string;
  lastDay: string;
  /** What was typed in a refused form, and why it was refused. */
  typed: Partial<Record<"date" | "time" | "kind" | "newTime" | "streamUrl" | "note" | "noteEs", string>>;
  error: string | null;
  status: "saved" | "removed" | "scheduled" | "unscheduled" | null;
  schedules: TemporarySchedule[];
  /** What was typed in a refused schedule form. */
  typedSchedule: ScheduleTyped;
  /** The church's calendar feed (docs/service-times.md, Calendar sync), what was typed in its refused form, what happened and why it was refused. */
  feed: CalendarFeedView | null;
  typedFeed: FeedTyped;
  feedStatus: FeedStatus | null;
  feedError: string | null;
}

/**
 * 'Cancel or change one date' (docs/service-times.md, Exceptions): the owner's form, which posts
 * without JavaScript and comes back here, and the coming changes, each with 'Undo'.
 */
export function ServiceChangesPage({ churchId, name, services, exceptions, today, lastDay, typed, error, status, schedules, typedSchedule, feed, typedFeed, feedStatus, feedError }: ServiceChangesPageProps) {
  const t = useText(serviceChangesText);
  const lang = useLang();
  const path = usePath();
  const words = useVocabulary();
  const action = `/api/user/churches/${churchId}/exceptions`;
  const kind = (typed.kind ?? "cancelled") as ExceptionKind;
  return (
    <>
      <PageHeader title={t("title")} />
      <div className={`${container} ${section}`}>
        <p>{t("lead", { name })}</p>
        {status ? <p role="status">{t(status)}</p> : null}
        {error ? (
          <p className={css.error} role="alert">
            {error}
          </p>
        ) : null}
        {services.length === 0 ? (
          <p>{t("noServices")}</p>
        ) : (
          <form method="post" action={formAction(lang, action)} className={form.panel}>
            <fieldset className={form.section}>
              <legend className={form.legend}>{t("formLegend")}</legend>
              <div className={form.fields}>
                <div className={css.field}>
                  <label htmlFor="change-time">{t("service")}</label>
                  <select id="change-time" name="time" className={css.input} required defaultValue={typed.time ?? ""}>
                    <option value="">{t("chooseService")}</option>
                    {services.map((s) => (
                      <option key={`${s.day} ${s.time}`} value={s.time}>
                        {[`${words.day(s.day)} ${serviceHours(s, lang)}`, ...serviceDetails({ ...s, note: "" }, lang)].join(DETAIL_SEPARATOR)}
                      </option>
                    ))}
                  </select>
                </div>
                <Field id="change-date" label={t("date")} hint={t("dateHint")}>
                  <input id="change-date" name="date" type="date" className={css.input} required min={today} max={lastDay} defaultValue={typed.date ?? ""} aria-describedby="change-date-hint" />
                </Field>
                <fieldset className={form.factGroup}>
                  <legend className={form.factGroupLegend}>{t("kind")}</legend>
                  {EXCEPTION_KINDS.map((k) => (
                    <label key={k} className={form.checkbox}>
                      <input type="radio" name="kind" value={k} defaultChecked={k === kind} />
                      {t(`kind.${k}`)}
                    </label>
                  ))}
                </fieldset>
                <Field id="change-new-time" label={t("newTime")} hint={t("newTimeHint")}>
                  <input id="change-new-time" name="newTime" type="time" className={css.input} defaultValue={typed.newTime ?? ""} aria-describedby="change-new-time-hint" />
                </Field>
                <Field id="change-stream" label={t("streamUrl")} hint={t("streamUrlHint")}>
                  <input id="change-stream" name="streamUrl" type="url" inputMode="url" className={css.input} maxLength={500} defaultValue={typed.streamUrl ?? ""} aria-describedby="change-stream-hint" />
                </Field>
                <Field id="change-note" label={t("note")} hint={t("noteHint", { max: EXCEPTION_NOTE_MAX })}>
                  <input id="change-note" name="note" type="text" className={css.input} maxLength={EXCEPTION_NOTE_MAX} defaultValue={typed.note ?? ""} aria-describedby="change-note-hint" />
                </Field>
                <Field id="change-note-es" label={t("noteEs")} hint={t("noteEsHint")}>
                  <input id="change-note-es" name="noteEs" type="text" lang="es" className={css.input} maxLength={EXCEPTION_NOTE_MAX} defaultValue={typed.noteEs ?? ""} aria-describedby="change-note-es-hint" />
                </Field>
              </div>
            </fieldset>
            <div className={form.actions}>
              <button type="submit" className={button.primary}>
                {t("save")}
              </button>
              <a className={button.outline} href={path(routes.churchEdit(churchId))}>
                {t("backToEdit")}
              </a>
            </div>
          </form>
        )}
        <h2>{t("upcoming")}</h2>
        {exceptions.length === 0 ? <p>{t("none")}</p> : <ChangeList churchId={churchId} exceptions={exceptions} />}
        <TemporarySchedules churchId={churchId} schedules={schedules} today={today} lastDay={lastDay} typed={typedSchedule} />
        <CalendarSync churchId={churchId} feed={feed} typed={typedFeed} status={feedStatus} error={feedError} />
      </div>
    </>
  );
}

/** Each coming change as visitors read it, with a button that takes it back. */
function ChangeList({ churchId, exceptions }: { churchId: number; exceptions: ServiceException[] }) {
  const t = useText(serviceChangesText);
  const lang = useLang();
  return (
    <ul className={form.fields} data-testid="coming-changes">
      {exceptions.map((e) => {
        const notice = { kind: e.kind, date: e.date, from: e.time, ...(e.newTime ? { to: e.newTime } : {}), text: e.note, ...(e.noteEs ? { textEs: e.noteEs } : {}), ...(e.kind === "online" && e.streamUrl ? { streamUrl: e.streamUrl } : {}) };
        return (
          <li key={e.id} className={form.actions}>
            <ServiceNotices notices={[notice]} />
            <form method="post" action={formAction(lang, `/api/user/churches/${churchId}/exceptions/${e.id}/delete`)}>
              <button type="submit" className={button.outline} aria-label={t("undoLabel", { when: noticeWords(notice, lang).when })}>
                {t("undo")}
              </button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
