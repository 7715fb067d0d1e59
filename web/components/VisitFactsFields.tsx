import { visitFactWordsText } from "../../src/contract/i18n/visit-fact-words-text";
import { visitFactsText } from "../../src/contract/i18n/visit-facts-text";
import { ACCESS_FACTS, FAMILY_FACTS, type FactGroup, type FactKey } from "../../src/contract/visit-facts";
import { DRESS, factField, PARKING, practicalField } from "../../src/contract/visit-fact-details";
import * as form from "./Form.css";
import { useText } from "./lang-context";
import { SelectField, TextArea, TextField } from "./FormField";

interface Props {
  /** Ids start with it ('church' → 'church-practical.firstVisit', the path a message names). */
  idPrefix: string;
  /** The fields by their post names (`access[step-free]`: 'yes', 'no' or ''). */
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  errors: Record<string, string | undefined>;
  premium: boolean;
}

const CHOICES = [
  ["yes", "yes"],
  ["no", "no"],
  ["", "notSaid"],
] as const;

/**
 * 'What to expect': the visit facts of the church form, the admin's edit and the update request
 * (docs/visit-facts.md, Forms). Each fact is a yes / no / not said radio group, so it posts without
 * JavaScript; the first-visit text counts its characters as the visitor types.
 */
export function VisitFactsFields({ idPrefix, values, onChange, errors, premium }: Props) {
  const t = useText(visitFactsText);
  const groupWords = useText(visitFactWordsText);
  const id = (path: string) => `${idPrefix}-${path}`;
  const group = (name: FactGroup, keys: readonly FactKey[]) => (
    <fieldset className={form.factGroup}>
      <legend className={form.factGroupLegend}>{groupWords(`group.${name}`)}</legend>
      {keys.map((key) => {
        const field = factField(name, key);
        return (
          <fieldset key={key} className={form.factRow}>
            <legend className={form.factLegend}>{t(`long.${key}`)}</legend>
            {CHOICES.map(([value, label]) => (
              <label key={value} className={form.checkbox}>
                <input type="radio" id={value === "yes" ? id(`${name}.${key}`) : undefined} name={field} value={value} checked={(values[field] ?? "") === value} onChange={() => onChange(field, value)} />
                {t(label)}
              </label>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
  const text = (key: "livestream" | "serviceMinutes", label: string, extra: { type: string; hint?: string; placeholder?: string }) => (
    <TextField id={id(`practical.${key}`)} name={practicalField(key)} label={label} value={values[practicalField(key)] ?? ""} onChange={(v) => onChange(practicalField(key), v)} error={errors[`practical.${key}`]} {...extra} />
  );
  const firstVisit = values[practicalField("firstVisit")] ?? "";
  return (
    <>
      <p className={form.hint}>{t("formHint")}</p>
      {group("access", ACCESS_FACTS)}
      {group("family", FAMILY_FACTS)}
      <div className={form.twoColumns}>
        <SelectField id={id("practical.parking")} name={practicalField("parking")} label={t("parking")} value={values[practicalField("parking")] ?? ""} onChange={(v) => onChange(practicalField("parking"), v)} options={PARKING.map((p) => ({ value: p, label: t(`parking.${p}`) }))} placeholder={t("notSaid")} error={errors["practical.parking"]} />
        <SelectField id={id("practical.dress")} name={practicalField("dress")} label={t("dress")} value={values[practicalField("dress")] ?? ""} onChange={(v) => onChange(practicalField("dress"), v)} options={DRESS.map((d) => ({ value: d, label: t(`dress.${d}`) }))} placeholder={t("notSaid")} error={errors["practical.dress"]} />
        {text("serviceMinutes", t("formServiceMinutes"), { type: "number", hint: t("formServiceMinutesHint") })}
        {text("livestream", t("formLivestream"), { type: "url", placeholder: "https://" })}
      </div>
      <TextArea
        id={id("practical.firstVisit")}
        name={practicalField("firstVisit")}
        label={t("formFirstVisit")}
        value={firstVisit}
        onChange={(v) => onChange(practicalField("firstVisit"), v)}
        error={errors["practical.firstVisit"]}
        hint={t(premium ? "formFirstVisitCountPremium" : "formFirstVisitCount", { count: firstVisit.length }) + (premium ? "" : t("formFirstVisitPremium"))}
      />
    </>
  );
}
