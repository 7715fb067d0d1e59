import { FILTER_KEYS } from "../../../src/contract/churches";
import type { DirectoryQuery } from "../../../src/contract/directory";
import { label } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import * as css from "../Directory.css";
import type { LoadStatus } from "./Results";

const FILTER_LABELS: Record<(typeof FILTER_KEYS)[number], string> = {
  search: "Search",
  denomination: "Denomination",
  area: "Area",
  worshipStyle: "Worship style",
  language: "Language",
};

/** The strip over the results: the filters in use, the count, and a way to clear them. */
export function ActiveFilters({ query, total, status, onClear }: { query: DirectoryQuery; total: number; status: LoadStatus; onClear: () => void }) {
  const active = FILTER_KEYS.filter((k) => query[k]);
  return (
    <div className={css.strip} aria-live="polite">
      <p className={css.stripTitle}>Active Filters</p>
      {active.length ? (
        active.map((k) => (
          <span key={k} className={css.chip}>
            {FILTER_LABELS[k]}: {k === "worshipStyle" || k === "language" ? label(query[k]!) : query[k]}
          </span>
        ))
      ) : (
        <span>None</span>
      )}
      <span className={css.count} data-testid="result-count">
        {status === "loading" ? "Searching…" : `${total} ${total === 1 ? "church" : "churches"} found`}
      </span>
      {active.length ? (
        <a href={routes.directory} className={css.linkButton} onClick={(e) => (e.preventDefault(), onClear())}>
          Clear All Filters
        </a>
      ) : null}
    </div>
  );
}
