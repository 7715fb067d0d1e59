import { serviceChangesText } from "../../../src/contract/i18n/service-changes-text";
import { Field } from "../FormField";
import { formatService } from "../../../src/contract/service-times/format";
import { noticeWords } from "../../../src/contract/service-times/notice-words";
import { scheduleNotices } from "../../../src/contract/service-times/occurrences";
import { SCHEDULE_KINDS, SCHEDULE_NOTE_MAX, type ScheduleKind, type TemporarySchedule } from "../../../src/contract/service-times/schedules";
import { useLang, useText } from "../lang-context";
import * as css from "../Directory.css";
import * as form from "../Form.css";
import { button } from "../ui.css";
import { formAction } from "../../lib/form-action";
import { ServiceNotices } from "./ServiceNotices";

export type ScheduleTyped = Partial<Record<"kind" | "startsOn" | "endsOn" | "note" | "noteEs" | "services", string>>;

/**
 * Temporary schedules and closures on the owner's 'changes' page (docs/service-times.md, Temporary
 * schedules): a form that posts without JavaScript, and the schedules that have not ended, each
 * with 'Remove'.
 */
export function TemporarySchedules({ churchId, schedules, today, lastDay, typed }: { churchId: number; schedules: TemporarySchedule[]; today: string; lastDay: string; typed: ScheduleTyped }) {
  const t = useText(serviceChangesText);
  const lang = useLang();
  const kind = (typed.kind ?? "replaced") as ScheduleKind;
  return (
    <section aria-labelledby="schedules-title">
      <h2 id="schedules-title">{t("schedules")}</h2>
      <p>{t("schedulesLead")}</p>
      <form method="post" action={formAction(lang, `/api/user/churches/${churchId}/schedules`)} className={form.panel}>
        <fieldset className={form.section}>
          <legend className={form.legend}>{t("scheduleLegend")}</legend>
          <div className={form.fields}>
            <fieldset className={form.factGroup}>
              <legend className={form.factGroupLegend}>{t("scheduleKind")}</legend>
              {SCHEDULE_KINDS.map((k) => (
                <label key={k} className={form.checkbox}>
                  <input type="radio" name="kind" value={k} defaultChecked={k === kind} />
                  {t(`scheduleKind.${k}`)}
                </label>
              ))}
            </fieldset>
            <Field id="schedule-starts" label={t("startsOn")}>
              <input id="schedule-starts" name="startsOn" type="date" className={css.input} required max={lastDay} defaultValue={typed.startsOn ?? ""} />
            </Field>
            <Field id="schedule-ends" label={t("endsOn")}>
              <input id="schedule-ends" name="endsOn" type="date" className={css.input} required min={today} defaultValue={typed.endsOn ?? ""} />
            </Field>
            <Field id="schedule-note" label={t("scheduleNote")} hint={t("scheduleNoteHint", { max: SCHEDULE_NOTE_MAX })}>
              <input id="schedule-note" name="note" type="text" className={css.input} maxLength={SCHEDULE_NOTE_MAX} defaultValue={typed.note ?? ""} aria-describedby="schedule-note-hint" />
            </Field>
            <Field id="schedule-note-es" label={t("scheduleNoteEs")} hint={t("noteEsHint")}>
              <input id="schedule-note-es" name="noteEs" type="text" lang="es" className={css.input} maxLength={SCHEDULE_NOTE_MAX} defaultValue={typed.noteEs ?? ""} aria-describedby="schedule-note-es-hint" />
            </Field>
            <Field id="schedule-services" label={t("scheduleServices")} hint={t("scheduleServicesHint")}>
              <textarea id="schedule-services" name="services" className={css.input} rows={3} defaultValue={typed.services ?? ""} aria-describedby="schedule-services-hint" />
            </Field>
          </div>
        </fieldset>
        <div className={form.actions}>
          <button type="submit" className={button.primary}>
            {t("saveSchedule")}
          </button>
        </div>
      </form>
      <h3>{t("currentSchedules")}</h3>
      {schedules.length === 0 ? (
        <p>{t("noSchedules")}</p>
      ) : (
        <ul className={form.fields} data-testid="current-schedules">
          {schedules.map((s) => {
            const [notice] = scheduleNotices([s], s.startsOn, s.endsOn);
            return (
              <li key={s.id} className={form.actions}>
                <div>
                  <ServiceNotices notices={[notice!]} today={today} />
                  {s.services.length ? <p>{s.services.map((service) => formatService(service, lang)).join(" | ")}</p> : null}
                </div>
                <form method="post" action={formAction(lang, `/api/user/churches/${churchId}/schedules/${s.id}/delete`)}>
                  <button type="submit" className={button.outline} aria-label={t("removeScheduleLabel", { when: noticeWords(notice!, lang, today).when })}>
                    {t("removeSchedule")}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
