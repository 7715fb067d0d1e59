import type { EventFilters as Filters } from "../../../src/contract/event-queries";
import { EVENT_RANGES, EVENT_RANGE_LABEL } from "../../../src/contract/events";
import { EVENT_CATEGORIES, label } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import * as css from "../Directory.css";
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
  const churchOptions: [string, string][] = churches.map((c) => [c.slug, c.name]);
  if (filters.church && !churches.some((c) => c.slug === filters.church)) churchOptions.push([filters.church, filters.church]);
  return (
    <form className={css.filters} method="get" action={routes.events} role="search" aria-label="Filter events">
      <FilterSelect name="when" text="When" value={filters.when} all="Any date" options={EVENT_RANGES.map((r) => [r, label(EVENT_RANGE_LABEL[r])])} />
      <FilterSelect name="category" text="Category" value={filters.category} all="All categories" options={EVENT_CATEGORIES.map((c) => [c, label(c)])} />
      <FilterSelect name="church" text="Church" value={filters.church} all="All churches" options={churchOptions} />
      {problems.length ? (
        <ul className={css.problems} role="alert" data-testid="filter-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className={css.formActions}>
        <div>
          <button type="submit" className={button.primary}>
            Show events
          </button>{" "}
          <a href={routes.events} className={button.outline}>
            Clear filters
          </a>
        </div>
      </div>
    </form>
  );
}
