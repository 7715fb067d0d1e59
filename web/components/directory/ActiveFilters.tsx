import { FILTER_NAMES, type FilterName } from "../../../src/contract/directory-filters";
import type { DirectoryQuery } from "../../../src/contract/directory";
import type { Translate } from "../../../src/contract/i18n/catalogue";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { visitFactWordsText, type VisitFactWordsKey } from "../../../src/contract/i18n/visit-fact-words-text";
import type { Lang } from "../../../src/contract/i18n/lang";
import type { Vocabulary } from "../../../src/contract/i18n/vocabulary-text";
import { routes } from "../../../src/contract/routes";
import { kindLabel } from "../../../src/contract/service-times/format";
import { formatClockTime } from "../../../src/contract/service-times/time";
import * as css from "../Directory.css";
import { useLang, usePath, useText } from "../lang-context";
import { useVocabulary } from "../use-vocabulary";
import { dayFilterLabel } from "./day-filter-label";
import type { LoadStatus } from "./Results";

interface ChipWords {
  lang: Lang;
  words: Vocabulary;
  facts: Translate<VisitFactWordsKey>;
}

/**
 * Each filter's value as its chip says it (docs/filters.md): stored values stay English, the words
 * follow the page. Every declared filter has one, or the type check fails.
 */
const CHIP_VALUES: Record<FilterName, (query: DirectoryQuery, w: ChipWords) => string> = {
  search: (q) => q.search!,
  denomination: (q, { words }) => words.denomination(q.denomination!),
  area: (q, { words }) => words.area(q.area!),
  worshipStyle: (q, { words }) => words.style(q.worshipStyle!),
  language: (q, { words }) => words.language(q.language!),
  day: (q, { lang }) => dayFilterLabel(q.day!, lang),
  from: (q, { lang }) => formatClockTime(q.from!, lang),
  to: (q, { lang }) => formatClockTime(q.to!, lang),
  kind: (q, { lang }) => kindLabel(q.kind!, lang),
  access: (q, { facts }) => q.access!.map((k) => facts(`short.${k}`)).join(", "),
  family: (q, { facts }) => q.family!.map((k) => facts(`short.${k}`)).join(", "),
};

/** The strip over the results: the filters in use, the place, the order, the count, and a way to clear them. */
export function ActiveFilters({ query, near, total, status, onClear }: { query: DirectoryQuery; near?: string; total: number; status: LoadStatus; onClear: () => void }) {
  const t = useText(directoryText);
  const facts = useText(visitFactWordsText);
  const lang = useLang();
  const words = useVocabulary();
  const path = usePath();
  const active = FILTER_NAMES.filter((k) => query[k]);
  const chips = [
    ...active.map((k) => [k, t("chip", { filter: t(k), value: CHIP_VALUES[k](query, { lang, words, facts }) })]),
    ...(near ? [["near", near]] : []),
    ...(query.sort && query.sort !== "name" ? [["sort", t("sortedBy", { sort: t(`sort.${query.sort}`) })]] : []),
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
        {status === "loading" ? t("searching") : t("found", { count: total })}
      </span>
      {chips.length ? (
        <a href={path(routes.directory)} className={css.linkButton} onClick={(e) => (e.preventDefault(), onClear())}>
          {t("clearAll")}
        </a>
      ) : null}
    </div>
  );
}
