import { filterChips } from "../../../src/contract/directory-filters";
import { directoryOrder, type DirectoryQuery } from "../../../src/contract/directory";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { routes } from "../../../src/contract/routes";
import * as css from "../Directory.css";
import { usePath, useText } from "../lang-context";
import type { LoadStatus } from "./Results";
import { useFilterWords } from "./use-filter-words";

/** The strip over the results: the filters in use, the place, the order, the count, and a way to clear them. */
export function ActiveFilters({ query, near, total, estimated, status, onClear }: { query: DirectoryQuery; near?: string; total: number; estimated?: boolean; status: LoadStatus; onClear: () => void }) {
  const t = useText(directoryText);
  const words = useFilterWords();
  const path = usePath();
  const order = directoryOrder(query);
  const chips = [
    ...filterChips(query, words).map(([name, value]) => [name, t("chip", { filter: t(name), value })]),
    ...(near ? [["near", near]] : []),
    ...(order !== "name" ? [["sort", t("sortedBy", { sort: t(`sort.${order}`) })]] : []),
  ];
  return (
    <div className={css.strip} aria-live="polite">
      <p className={css.stripTitle}>{t("activeFilters")}</p>
      {chips.length ? (
        chips.map(([key, text]) => (
          <span key={key} className={css.chip}>
            {text}
          </span>
        ))
      ) : (
        <span>{t("none")}</span>
      )}
      <span className={css.count} data-testid="result-count">
        {status === "loading" ? t("searching") : t(estimated ? "found.about" : "found", { count: total })}
      </span>
      {chips.length ? (
        <a href={path(routes.directory)} className={css.linkButton} onClick={(e) => (e.preventDefault(), onClear())}>
          {t("clearAll")}
        </a>
      ) : null}
    </div>
  );
}
