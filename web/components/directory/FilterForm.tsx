import { useRef, type FormEvent } from "react";
import { DIRECTORY_FILTERS, FILTER_TEXT_MAX, filterWeight, type FilterSection } from "../../../src/contract/directory-filters";
import { directoryOrder, hasDirectoryPlace, type DirectoryQuery } from "../../../src/contract/directory";
import { orderOf } from "../../../src/contract/service-search";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { usePath, useText } from "../lang-context";
import { DEFAULT_RADIUS_MILES } from "../../../src/contract/near-text";
import { routes } from "../../../src/contract/routes";
import * as css from "../Directory.css";
import { button } from "../ui.css";
import { NearFields, type NearFieldsProps } from "./NearFields";
import { FilterControl } from "./FilterControl";
import { useFilterWords } from "./use-filter-words";
import { directoryUrl } from "./use-directory-url";
import { RESULTS_ID } from "./Pager";

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
  /** How many churches the filters find, once it follows every change (scripts run, nothing loading): 'Show 12 results'. */
  showCount?: number;
}

/** Filters set inside the folding part (the search box stays in sight): the number on 'Filters (3)'. */
export function panelFilterCount(query: DirectoryQuery): number {
  // Each declared filter counts as it says (each ticked visit fact is one); then the place, a radius and an order other than the default.
  const place = hasDirectoryPlace(query);
  return filterWeight(query) + Number(place) + Number(query.radius !== undefined && query.radius !== DEFAULT_RADIUS_MILES) + Number(directoryOrder(query) !== orderOf(undefined, place));
}

/**
 * The directory's GET form (it filters on the server without JavaScript), with the grid/list
 * switch as links that keep the filters. Below 768 px every filter but the search box folds into
 * one 'Filters (n)' disclosure, a <details> that needs no script (docs/decisions/0028-phone-directory.md),
 * ending in a sticky 'Show N results' that sends the form and folds the panel over the results
 * (docs/decisions/0063-visitor-polish.md). Without scripts it says 'Show results': the count
 * on the page is the last search's, not the one the changed fields will find.
 */
export function FilterForm({ query, searchText, onSearchText, denominations, areas, onChange, onSubmit, onClear, onView, near, problems, showCount }: FilterFormProps) {
  const count = panelFilterCount(query);
  const panel = useRef<HTMLDetailsElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute("data-show-results") && panel.current) {
      panel.current.open = false;
      document.getElementById(RESULTS_ID)?.scrollIntoView({ block: "start" });
    }
    onSubmit(event);
  };
  const t = useText(directoryText);
  const path = usePath();
  const words = useFilterWords(denominations, areas);
  const controls = (section: FilterSection) =>
    DIRECTORY_FILTERS.filter(({ control }) => control.kind !== "search" && control.section === section).map((filter) => <FilterControl key={filter.name} filter={filter} query={query} words={words} onChange={onChange} />);
  return (
    <form className={css.filters} method="get" action={path(routes.directory)} onSubmit={submit} role="search" aria-label={t("form.label")}>
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
        <details ref={panel} className={css.panel} data-testid="filter-panel">
          <summary className={css.panelToggle}>{t("filters", { count })}</summary>
          <div className={css.panelFields}>
            {controls("about")}
            {controls("service")}
            <NearFields query={query} onChange={onChange} {...near} />
            {controls("visit")}
            <div className={css.showResults}>
              <button type="submit" className={button.primary} data-show-results="">
                {showCount === undefined ? t("showResults.plain") : t("showResults", { count: showCount })}
              </button>
            </div>
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
                aria-label={t(`view.${mode}.name`)}
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
