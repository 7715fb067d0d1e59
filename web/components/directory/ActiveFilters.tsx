import { FILTER_KEYS } from "../../../src/contract/churches";
import type { DirectoryQuery } from "../../../src/contract/directory";
import { label } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import { DAY_FILTER_LABELS, KIND_LABELS, SORT_LABELS } from "../../../src/contract/service-search";
import { formatClockTime } from "../../../src/contract/service-times/time";
import { FILTER_LABELS as FACT_WORDS } from "../../../src/contract/visit-facts";
import * as css from "../Directory.css";
import type { LoadStatus } from "./Results";

type FilterKey = (typeof FILTER_KEYS)[number];

const FILTER_LABELS: Record<FilterKey, string> = {
  search: "Search",
  denomination: "Denomination",
  area: "Area",
  worshipStyle: "Worship style",
  language: "Language",
  day: "Day",
  from: "From",
  to: "To",
  kind: "Kind",
  access: "Access",
  family: "Families",
};

/** A filter's value as the chip says it. */
function chipValue(query: DirectoryQuery, key: FilterKey): string {
  if (key === "worshipStyle" || key === "language") return label(query[key]!);
  if (key === "day") return DAY_FILTER_LABELS[query.day!];
  if (key === "kind") return KIND_LABELS[query.kind!];
  if (key === "from" || key === "to") return formatClockTime(query[key]!);
  if (key === "access" || key === "family") return query[key]!.map((k) => FACT_WORDS[k]).join(", ");
  return query[key]!;
}

/** The strip over the results: the filters in use, the place, the order, the count, and a way to clear them. */
export function ActiveFilters({ query, near, total, status, onClear }: { query: DirectoryQuery; near?: string; total: number; status: LoadStatus; onClear: () => void }) {
  const active = FILTER_KEYS.filter((k) => query[k]);
  const chips = [
    ...active.map((k) => [k, `${FILTER_LABELS[k]}: ${chipValue(query, k)}`]),
    ...(near ? [["near", near]] : []),
    ...(query.sort && query.sort !== "name" ? [["sort", `Sorted by: ${SORT_LABELS[query.sort]}`]] : []),
  ];
  return (
    <div className={css.strip} aria-live="polite">
      <p className={css.stripTitle}>Active Filters</p>
      {chips.length ? (
        chips.map(([key, text]) => (
          <span key={key} className={css.chip}>
            {text}
          </span>
        ))
      ) : (
        <span>None</span>
      )}
      <span className={css.count} data-testid="result-count">
        {status === "loading" ? "Searching…" : `${total} ${total === 1 ? "church" : "churches"} found`}
      </span>
      {chips.length ? (
        <a href={routes.directory} className={css.linkButton} onClick={(e) => (e.preventDefault(), onClear())}>
          Clear All Filters
        </a>
      ) : null}
    </div>
  );
}
