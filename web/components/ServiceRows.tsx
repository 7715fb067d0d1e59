import { useState } from "react";
import { ownerExtrasText } from "../../src/contract/i18n/owner-extras-text";
import type { Lang } from "../../src/contract/i18n/lang";
import type { Vocabulary } from "../../src/contract/i18n/vocabulary-text";
import { attendanceLabel, kindLabel, languageLabel } from "../../src/contract/service-times/format";
import { ATTENDANCES, SERVICE_KINDS, SERVICE_LANGUAGES, WEEKDAYS } from "../../src/contract/service-times/options";
import { occasionLabel, OCCASIONS } from "../../src/contract/service-times/occasions";
import {
  blankSpecialRow,
  blankWeeklyRow,
  centralToday,
  occasionDateFor,
  rowFieldName,
  type ServiceFormRows,
  type SpecialFormRow,
  type WeeklyFormRow,
} from "../../src/contract/service-times/form-rows";
import type { FieldErrors } from "../lib/field-errors";
import { useLang, useText } from "./lang-context";
import { useVocabulary } from "./use-vocabulary";
import * as css from "./Directory.css";
import * as form from "./Form.css";
import * as rowsCss from "./ServiceRows.css";
import { button } from "./ui.css";
import { Control, RemoveRow, Select } from "./ServiceRowControls";
import { GroupRows, foldsIntoLines, isRefused } from "./ServiceLines";
import { useFocusAfterDraw } from "../lib/use-focus-after-draw";

interface Props {
  idPrefix: string;
  rows: ServiceFormRows;
  onChange: (rows: ServiceFormRows) => void;
  /** Messages by path ('serviceTimes.2.time', 'serviceTimes' for the list). */
  errors: FieldErrors;
  /** The page's script runs: rows are added and removed with buttons, not by spare blank rows. */
  scripted: boolean;
  disabled?: boolean;
}

/** The id of the control a message's path names ('serviceTimes.2.time' → 'church-serviceTimes-2-time'); rows to review share the weekly rows' controls. */
export const serviceControlId = (idPrefix: string, path: string) => `${idPrefix}-${path.replace(/^servicesToReview\./, "serviceTimes.").replaceAll(".", "-")}`;

const options = <K extends string>(keys: readonly K[], label: (key: K) => string) => keys.map((k) => ({ value: k, label: label(k) }));

/** The rows' option lists in the page's language; the values stay English (docs/i18n.md). */
function choicesIn(lang: Lang, vocabulary: Vocabulary) {
  return {
    days: options(WEEKDAYS, vocabulary.day),
    languages: options(SERVICE_LANGUAGES, (l) => languageLabel(l, lang)),
    kinds: options(SERVICE_KINDS, (k) => kindLabel(k, lang)),
    attendances: options(ATTENDANCES, (a) => attendanceLabel(a, lang)),
    occasions: options(OCCASIONS, (o) => occasionLabel(o, lang)),
  };
}
type Choices = ReturnType<typeof choicesIn>;

/**
 * Weekly service rows and special services (docs/product.md, management side; docs/service-times.md,
 * 'The forms'): at least one weekly row, one removed only while more than one exists, blank rows
 * dropped by the schema; special services may be none. Every control is named for a plain form
 * post, so the rows work without JavaScript too (spare blank rows instead of 'Add'). A group of
 * many saved services shows them as lines, each opened by its Edit (`GroupRows`, ServiceLines.tsx).
 */
export function ServiceRows({ idPrefix, rows, onChange, errors, scripted, disabled }: Props) {
  // Any edit drops a row's line: it stays drawn whole from then on.
  const setWeekly = (i: number, change: Partial<WeeklyFormRow>) =>
    // Editing a row to review means completing it: it goes back as a weekly service.
    onChange({ ...rows, weekly: rows.weekly.map((r, j) => (j === i ? { ...r, ...(r.review && !("keepReview" in change) ? { keepReview: false } : {}), ...change, line: undefined } : r)) });
  const setSpecial = (i: number, change: Partial<SpecialFormRow>) => onChange({ ...rows, special: rows.special.map((r, j) => (j === i ? { ...r, ...change, line: undefined } : r)) });
  const listError = errors.serviceTimes ?? errors.services;
  const t = useText(ownerExtrasText);
  const lang = useLang();
  const vocabulary = useVocabulary();
  const choices = choicesIn(lang, vocabulary);
  // Which groups show their stored services as lines, decided once: a row added does not fold the others.
  const [folded] = useState(() => ({ weekly: foldsIntoLines(rows.weekly), special: foldsIntoLines(rows.special) }));
  const focusAfterDraw = useFocusAfterDraw(rows);
  const weeklyLine = (i: number) => (isRefused(errors, ["serviceTimes", "servicesToReview"], i) ? null : (rows.weekly[i]!.line ?? null));
  const specialLine = (i: number) => (isRefused(errors, ["specialServices"], i) ? null : (rows.special[i]!.line ?? null));
  // After a Remove the keyboard goes to the row that took its place, else the one before, else 'Add'.
  const focusAfterRemove = (list: "serviceTimes" | "specialServices", i: number, first: string) => {
    const at = (n: number) => [`${idPrefix}-${list}-${n}-edit`, `${idPrefix}-${list}-${n}-${first}`];
    focusAfterDraw(...at(i), ...at(i - 1), `${idPrefix}-${list}-add`);
  };
  // A line's Remove is drawn before the script runs too (hidden without it), so the line does not change when it comes.
  const removeWeeklyLine = (i: number) =>
    rows.weekly.length > 1
      ? () => {
          focusAfterRemove("serviceTimes", i, "day");
          onChange({ ...rows, weekly: rows.weekly.filter((_, j) => j !== i) });
        }
      : null;
  const removeSpecialLine = (i: number) => () => {
    focusAfterRemove("specialServices", i, "occasion");
    onChange({ ...rows, special: rows.special.filter((_, j) => j !== i) });
  };
  const removeWeekly = (i: number) => (scripted ? removeWeeklyLine(i) : null);
  const removeSpecial = (i: number) => (scripted ? removeSpecialLine(i) : null);
  const weeklyRow = (i: number) => (
    <WeeklyRow key={i} idPrefix={idPrefix} index={i} row={rows.weekly[i]!} errors={errors} choices={choices} scripted={scripted} onChange={(change) => setWeekly(i, change)} remove={removeWeekly(i)} />
  );
  const specialRow = (i: number) => (
    <SpecialRow key={i} idPrefix={idPrefix} index={i} row={rows.special[i]!} errors={errors} choices={choices} onChange={(change) => setSpecial(i, change)} remove={removeSpecial(i)} />
  );
  const editWeekly = (i: number) => {
    focusAfterDraw(`${idPrefix}-serviceTimes-${i}-day`);
    setWeekly(i, {});
  };
  const editSpecial = (i: number) => {
    focusAfterDraw(`${idPrefix}-specialServices-${i}-occasion`);
    setSpecial(i, {});
  };

  return (
    <>
      <fieldset className={rowsCss.group} disabled={disabled} aria-describedby={listError ? `${idPrefix}-services-error` : undefined}>
        <legend className={rowsCss.groupLegend}>{t("weeklyLegend")}</legend>
        {scripted ? null : (
          <p className={form.hint} id={`${idPrefix}-services-hint`}>
            {t("weeklyHint")}
          </p>
        )}
        <GroupRows
          idPrefix={`${idPrefix}-serviceTimes`}
          folded={folded.weekly}
          count={rows.weekly.length}
          scripted={scripted}
          line={weeklyLine}
          full={weeklyRow}
          onEdit={editWeekly}
          onRemove={removeWeeklyLine}
          what={(i) => t("weeklyWhat", { n: i + 1 })}
        />
        {listError ? (
          <span id={`${idPrefix}-services-error`} className={css.error} role="alert">
            {listError}
          </span>
        ) : null}
        {scripted ? (
          <div>
            <button
              type="button"
              id={`${idPrefix}-serviceTimes-add`}
              className={button.outline}
              onClick={() => {
                focusAfterDraw(`${idPrefix}-serviceTimes-${rows.weekly.length}-day`);
                onChange({ ...rows, weekly: [...rows.weekly, blankWeeklyRow()] });
              }}
            >
              {t("addWeekly")}
            </button>
          </div>
        ) : null}
      </fieldset>
      <fieldset className={rowsCss.group} disabled={disabled}>
        <legend className={rowsCss.groupLegend}>{t("specialLegend")}</legend>
        {rows.special.length === 0 ? <p className={form.hint}>{t("noSpecial")}</p> : null}
        <GroupRows
          idPrefix={`${idPrefix}-specialServices`}
          folded={folded.special}
          count={rows.special.length}
          scripted={scripted}
          line={specialLine}
          full={specialRow}
          onEdit={editSpecial}
          onRemove={removeSpecialLine}
          what={(i) => t("specialWhat", { n: i + 1 })}
        />
        {scripted ? (
          <div>
            <button
              type="button"
              id={`${idPrefix}-specialServices-add`}
              className={button.outline}
              onClick={() => {
                const added = blankSpecialRow();
                focusAfterDraw(`${idPrefix}-specialServices-${rows.special.length}-occasion`);
                onChange({ ...rows, special: [...rows.special, { ...added, date: occasionDateFor(added.occasion, centralToday()) }] });
              }}
            >
              {t("addSpecial")}
            </button>
          </div>
        ) : null}
      </fieldset>
    </>
  );
}

interface RowProps<R> {
  idPrefix: string;
  index: number;
  row: R;
  errors: FieldErrors;
  choices: Choices;
  onChange: (change: Partial<R>) => void;
  remove: (() => void) | null;
}

function WeeklyRow({ idPrefix, index, row, errors, choices, scripted, onChange, remove }: RowProps<WeeklyFormRow> & { scripted: boolean }) {
  const t = useText(ownerExtrasText);
  const of = t("ofWeekly", { n: index + 1 });
  const id = (field: string) => `${idPrefix}-serviceTimes-${index}-${field}`;
  const name = (field: string) => rowFieldName("serviceTimes", index, field);
  const error = (field: string) => errors[`serviceTimes.${index}.${field}`] ?? errors[`servicesToReview.${index}.${field}`];
  return (
    <fieldset className={rowsCss.row}>
      <legend className={rowsCss.rowLegend}>{t("weeklyRow", { n: index + 1 })}</legend>
      {row.review ? (
        <>
          <p className={rowsCss.review}>
            {t("needsReview", { text: row.review })}
            {error("note") && row.keepReview ? <span className={css.error}> {error("note")}</span> : null}
          </p>
          <input type="hidden" name={name("review")} value={row.review} />
          <label className={`${form.checkbox} ${rowsCss.wide}`}>
            <input type="checkbox" name={name("keepReview")} checked={row.keepReview} onChange={(e) => onChange({ keepReview: e.target.checked })} />
            {t("keepReview")}<span className="visually-hidden"> ({of})</span>
          </label>
        </>
      ) : null}
      <Control id={id("day")} label={t("day")} of={of} error={error("day")}>
        {(p) => <Select {...p} name={name("day")} value={row.day} onChange={(day) => onChange({ day })} choices={choices.days} placeholder={t("chooseDay")} />}
      </Control>
      <Control id={id("time")} label={t("time")} of={of} error={error("time")}>
        {(p) => <input {...p} className={css.input} type="time" name={name("time")} value={row.time} onChange={(e) => onChange({ time: e.target.value })} />}
      </Control>
      <Control id={id("language")} label={t("language")} of={of} error={error("language")}>
        {(p) => <Select {...p} name={name("language")} value={row.language} onChange={(language) => onChange({ language })} choices={choices.languages} />}
      </Control>
      <Control id={id("kind")} label={t("kind")} of={of} error={error("kind")}>
        {(p) => <Select {...p} name={name("kind")} value={row.kind} onChange={(kind) => onChange({ kind })} choices={choices.kinds} />}
      </Control>
      <label className={form.checkbox}>
        <input type="checkbox" id={id("asl")} name={name("asl")} checked={row.asl} onChange={(e) => onChange({ asl: e.target.checked })} />
        {t("asl")}<span className="visually-hidden"> ({of})</span>
      </label>
      <Control id={id("attendance")} label={t("attendance")} of={of} error={error("attendance")}>
        {(p) => <Select {...p} name={name("attendance")} value={row.attendance} onChange={(attendance) => onChange({ attendance })} choices={choices.attendances} />}
      </Control>
      {/* With a script the address is asked for only once the service is online; without, it is always there. */}
      {scripted && row.attendance === "in-person" && !error("streamUrl") ? null : (
        <Control id={id("streamUrl")} label={t("streamUrl")} of={of} error={error("streamUrl")} wide>
          {(p) => <input {...p} className={css.input} type="url" inputMode="url" name={name("streamUrl")} value={row.streamUrl} maxLength={500} placeholder={t("streamUrlPlaceholder")} onChange={(e) => onChange({ streamUrl: e.target.value })} />}
        </Control>
      )}
      <Control id={id("note")} label={t("noteOptional")} of={of} error={row.keepReview ? undefined : error("note")} wide>
        {(p) => <input {...p} className={css.input} name={name("note")} value={row.note} maxLength={60} placeholder={t("notePlaceholder")} onChange={(e) => onChange({ note: e.target.value })} />}
      </Control>
      <input type="hidden" name={name("durationMinutes")} value={row.durationMinutes} />
      {remove ? <RemoveRow what={t("weeklyWhat", { n: index + 1 })} onRemove={remove} /> : null}
    </fieldset>
  );
}

function SpecialRow({ idPrefix, index, row, errors, choices, onChange, remove }: RowProps<SpecialFormRow>) {
  const t = useText(ownerExtrasText);
  const of = t("ofSpecial", { n: index + 1 });
  const id = (field: string) => `${idPrefix}-specialServices-${index}-${field}`;
  const name = (field: string) => rowFieldName("specialServices", index, field);
  const error = (field: string) => errors[`specialServices.${index}.${field}`];
  return (
    <fieldset className={rowsCss.row}>
      <legend className={rowsCss.rowLegend}>{t("specialRow", { n: index + 1 })}</legend>
      <Control id={id("occasion")} label={t("occasion")} of={of} error={error("occasion")}>
        {(p) => <Select {...p} name={name("occasion")} value={row.occasion} onChange={(occasion) => onChange({ occasion, date: occasionDateFor(occasion, centralToday()) || row.date })} choices={choices.occasions} />}
      </Control>
      <Control id={id("date")} label={t("date")} of={of} error={error("date")}>
        {(p) => <input {...p} className={css.input} type="date" name={name("date")} value={row.date} onChange={(e) => onChange({ date: e.target.value })} />}
      </Control>
      <Control id={id("time")} label={t("time")} of={of} error={error("time")}>
        {(p) => <input {...p} className={css.input} type="time" name={name("time")} value={row.time} onChange={(e) => onChange({ time: e.target.value })} />}
      </Control>
      <Control id={id("language")} label={t("language")} of={of} error={error("language")}>
        {(p) => <Select {...p} name={name("language")} value={row.language} onChange={(language) => onChange({ language })} choices={choices.languages} />}
      </Control>
      <Control id={id("title")} label={t("titleOptional")} of={of} error={error("title")} wide>
        {(p) => <input {...p} className={css.input} name={name("title")} value={row.title} maxLength={80} placeholder={t("titlePlaceholder")} onChange={(e) => onChange({ title: e.target.value })} />}
      </Control>
      <Control id={id("note")} label={t("noteOptional")} of={of} error={error("note")} wide>
        {(p) => <input {...p} className={css.input} name={name("note")} value={row.note} maxLength={60} onChange={(e) => onChange({ note: e.target.value })} />}
      </Control>
      <input type="hidden" name={name("durationMinutes")} value={row.durationMinutes} />
      {remove ? <RemoveRow what={t("specialWhat", { n: index + 1 })} onRemove={remove} /> : null}
    </fieldset>
  );
}
