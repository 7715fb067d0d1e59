import type { FormEvent } from "react";
import { FILTER_TEXT_MAX, filterWeight } from "../../../src/contract/directory-filters";
import type { DirectoryQuery } from "../../../src/contract/directory";
import { SERVICE_LANGUAGES, WORSHIP_STYLES } from "../../../src/contract/options";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { usePath, useText } from "../lang-context";
import { useVocabulary } from "../use-vocabulary";
import { DEFAULT_RADIUS_MILES } from "../../../src/contract/near-text";
import { routes } from "../../../src/contract/routes";
import * as css from "../Directory.css";
import { button } from "../ui.css";
import { NearFields, type NearFieldsProps } from "./NearFields";
import { Select } from "./Select";
import { FactFields } from "./FactFields";
import { ServiceFields } from "./ServiceFields";
import { directoryUrl } from "./use-directory-url";

export interface FilterFormProps {
  query: DirectoryQuery;
  /** The search box's text, ahead of the query while the visitor types. */
  searchText: string;
  onSearchText: (text: string) => void;
  denominations: string[];
  areas: string[];
  onChange: (patch: Partial<DirectoryQuery>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  onView: (view: DirectoryQuery["view"]) => void;
  /** The place box, its status and 'Use my location'. */
  near: Omit<NearFieldsProps, "query" | "onChange">;
  /** Values the server could not use, named: shown under the fields. */
  problems: string[];
}

/** Filters set inside the folding part (the search box stays in sight): the number on 'Filters (3)'. */
export function panelFilterCount(query: DirectoryQuery): number {
  // Each declared filter counts as it says (each ticked visit fact is one); then the place, a radius and an order.
  const place = Number((query.location ?? query.near) !== undefined);
  return filterWeight(query) + place + Number(query.radius !== undefined && query.radius !== DEFAULT_RADIUS_MILES) + Number(query.sort !== undefined && query.sort !== "name");
}

/**
 * The directory's GET form (it filters on the server without JavaScript), with the grid/list
 * switch as links that keep the filters. Below 768 px every filter but the search box folds into
 * one 'Filters (n)' disclosure, a <details> that needs no script (docs/decisions/0028-phone-directory.md).
 */
export function FilterForm({ query, searchText, onSearchText, denominations, areas, onChange, onSubmit, onClear, onView, near, problems }: FilterFormProps) {
  const count = panelFilterCount(query);
  const t = useText(directoryText);
  const path = usePath();
  const words = useVocabulary();
  return (
    <form className={css.filters} method="get" action={path(routes.directory)} onSubmit={onSubmit} role="search" aria-label={t("form.label")}>
      <div className={css.searchRow}>
        <label className={css.field}>
          {t("search")}
          <input className={css.input} type="search" name="search" value={searchText} onChange={(e) => onSearchText(e.target.value)} placeholder={t("search.placeholder")} maxLength={FILTER_TEXT_MAX} />
        </label>
        <button type="submit" className={button.primary}>
          {t("search")}
        </button>
      </div>
      <div className={css.formRow}>
        <details className={css.panel} data-testid="filter-panel">
          <summary className={css.panelToggle}>{t("filters", { count })}</summary>
          <div className={css.panelFields}>
            <Select name="denomination" label={t("denomination")} value={query.denomination} options={denominations.map((d) => [d, words.denomination(d)])} all={t("denomination.all")} onChange={(v) => onChange({ denomination: v })} />
            <Select name="area" label={t("area")} value={query.area} options={areas.map((a) => [a, words.area(a)])} all={t("area.all")} onChange={(v) => onChange({ area: v })} />
            <Select name="worshipStyle" label={t("worshipStyle")} value={query.worshipStyle} options={WORSHIP_STYLES.map((s) => [s, words.style(s)])} all={t("worshipStyle.all")} onChange={(v) => onChange({ worshipStyle: v as DirectoryQuery["worshipStyle"] })} />
            <Select name="language" label={t("language")} value={query.language} options={SERVICE_LANGUAGES.map((l) => [l, words.language(l)])} all={t("language.all")} onChange={(v) => onChange({ language: v as DirectoryQuery["language"] })} />
            <ServiceFields query={query} onChange={onChange} />
            <NearFields query={query} onChange={onChange} {...near} />
            <FactFields query={query} onChange={onChange} />
          </div>
        </details>
        <div className={css.formActions}>
          {/* On a phone the strip's 'Clear All Filters' does this, shown whenever there is something to clear. */}
          <a href={path(routes.directory)} className={`${button.outline} ${css.clearFilters}`} onClick={(e) => (e.preventDefault(), onClear())}>
            {t("clearFilters")}
          </a>
          <div className={css.viewSwitch} role="group" aria-label={t("view")}>
            {(["grid", "list"] as const).map((mode) => (
              <a
                key={mode}
                className={css.viewOption}
                href={path(directoryUrl({ ...query, view: mode }))}
                aria-current={query.view === mode}
                onClick={(e) => {
                  e.preventDefault();
                  onView(mode);
                }}
              >
                {t(`view.${mode}`)}
              </a>
            ))}
          </div>
        </div>
      </div>
      {problems.length ? (
        <ul className={css.problems} role="alert" data-testid="filter-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {query.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
    </form>
  );
}
