import { FILTER_KEYS } from "../../../src/contract/churches";
import type { DirectoryQuery } from "../../../src/contract/directory";
import type { Translate } from "../../../src/contract/i18n/catalogue";
import { directoryText, type DirectoryKey } from "../../../src/contract/i18n/directory-text";
import { visitFactWordsText, type VisitFactWordsKey } from "../../../src/contract/i18n/visit-fact-words-text";
import type { Lang } from "../../../src/contract/i18n/lang";
import type { Vocabulary } from "../../../src/contract/i18n/vocabulary-text";
import { routes } from "../../../src/contract/routes";
import { formatClockTime } from "../../../src/contract/service-times/time";
import * as css from "../Directory.css";
import { useLang, usePath, useText } from "../lang-context";
import { useVocabulary } from "../use-vocabulary";
import { dayFilterLabel } from "./day-filter-label";
import type { LoadStatus } from "./Results";

type FilterKey = (typeof FILTER_KEYS)[number];

/** A filter's value as the chip says it; stored values stay English, the words follow the page. */
function chipValue(query: DirectoryQuery, key: FilterKey, lang: Lang, words: Vocabulary, t: Translate<DirectoryKey>, facts: Translate<VisitFactWordsKey>): string {
  if (key === "worshipStyle") return words.style(query.worshipStyle!);
  if (key === "language") return words.language(query.language!);
  if (key === "day") return dayFilterLabel(query.day!, lang);
  if (key === "kind") return t(`kinds.${query.kind!}`);
  if (key === "from" || key === "to") return formatClockTime(query[key]!, lang);
  if (key === "access" || key === "family") return query[key]!.map((k) => facts(`short.${k}`)).join(", ");
  if (key === "denomination") return words.denomination(query.denomination!);
  if (key === "area") return words.area(query.area!);
  return query[key]!;
}

/** The strip over the results: the filters in use, the place, the order, the count, and a way to clear them. */
export function ActiveFilters({ query, near, total, status, onClear }: { query: DirectoryQuery; near?: string; total: number; status: LoadStatus; onClear: () => void }) {
  const t = useText(directoryText);
  const facts = useText(visitFactWordsText);
  const lang = useLang();
  const words = useVocabulary();
  const path = usePath();
  const active = FILTER_KEYS.filter((k) => query[k]);
  const chips = [
    ...active.map((k) => [k, t("chip", { filter: t(k), value: chipValue(query, k, lang, words, t, facts) })]),
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
