import type { EventFilters as Filters } from "../../../src/contract/event-queries";
import { EVENT_RANGES } from "../../../src/contract/events";
import { eventsText } from "../../../src/contract/i18n/events-text";
import { EVENT_CATEGORIES } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import { usePath, useText } from "../lang-context";
import { useVocabulary } from "../use-vocabulary";
import * as css from "../Directory.css";
import * as own from "./EventFilters.css";
import { button } from "../ui.css";

function FilterSelect({ name, text, value, all, options }: { name: string; text: string; value: string | undefined; all: string; options: [string, string][] }) {
  return (
    // The label stands apart from the select, so the select's name is the label alone, not its options too.
    <div className={css.field}>
      <label htmlFor={`event-${name}`}>{text}</label>
      <select id={`event-${name}`} className={css.input} name={name} defaultValue={value ?? ""}>
        <option value="">{all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The events' GET form: it filters on the server, with or without JavaScript (docs/decisions/0029-events-paging.md). */
export function EventFilters({ filters, churches, problems }: { filters: Filters; churches: { name: string; slug: string }[]; problems: string[] }) {
  // A church asked for by address but hosting nothing upcoming still shows as chosen.
  const t = useText(eventsText);
  const path = usePath();
  const vocabulary = useVocabulary();
  const churchOptions: [string, string][] = churches.map((c) => [c.slug, c.name]);
  if (filters.church && !churches.some((c) => c.slug === filters.church)) churchOptions.push([filters.church, filters.church]);
  return (
    <form className={`${css.filters} ${own.row}`} method="get" action={path(routes.events)} role="search" aria-label={t("filtersLabel")}>
      {problems.length ? (
        <ul className={`${css.problems} ${own.wide}`} role="alert" data-testid="filter-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <FilterSelect name="when" text={t("filterWhen")} value={filters.when} all={t("anyDate")} options={EVENT_RANGES.map((r) => [r, t("rangeOption", { when: r })])} />
      <FilterSelect name="category" text={t("filterCategory")} value={filters.category} all={t("allCategories")} options={EVENT_CATEGORIES.map((c) => [c, vocabulary.eventCategory(c)])} />
      <FilterSelect name="church" text={t("filterChurch")} value={filters.church} all={t("allChurches")} options={churchOptions} />
      <div className={own.actions}>
        <button type="submit" className={button.primary}>
          {t("showEvents")}
        </button>
        <a href={path(routes.events)} className={button.outline}>
          {t("clearFilters")}
        </a>
      </div>
    </form>
  );
}
