import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  DIRECTORY_FEATURED_PER_PAGE,
  DIRECTORY_PAGE_SIZE,
  FILTER_KEYS,
  filtersToQuery,
  toCardChurch,
  type ChurchFilters,
  type DirectoryQuery,
  type DirectoryView,
  type PublicChurch,
} from "../../src/contract/churches";
import { label, SERVICE_LANGUAGES, WORSHIP_STYLES } from "../../src/contract/options";
import { routes } from "../../src/contract/routes";
import { Carousel } from "../components/Carousel";
import { AdvertiseTile, CardSkeleton, ChurchCard } from "../components/ChurchCard";
import { DirectoryMap } from "./directory/DirectoryMap";
import * as css from "../components/Directory.css";
import { button } from "../components/ui.css";
import { apiList } from "../lib/api";
import type { MapConfig } from "../lib/leaflet";

export interface DirectoryExplorerProps {
  initialQuery: DirectoryQuery;
  initialView: DirectoryView;
  denominations: string[];
  areas: string[];
  map: MapConfig;
}

const FILTER_LABELS: Record<(typeof FILTER_KEYS)[number], string> = {
  search: "Search",
  denomination: "Denomination",
  area: "Area",
  worshipStyle: "Worship style",
  language: "Language",
};

const filtersOf = (q: DirectoryQuery): ChurchFilters => Object.fromEntries(FILTER_KEYS.map((k) => [k, q[k]])) as ChurchFilters;
const pageUrl = (q: DirectoryQuery) =>
  routes.directory + filtersToQuery({ ...filtersOf(q), page: q.page > 1 ? q.page : undefined, view: q.view === "list" ? "list" : undefined });

function queryFromLocation(): DirectoryQuery {
  const params = new URLSearchParams(window.location.search);
  const text = (key: string) => params.get(key)?.trim() || undefined;
  return {
    search: text("search"),
    denomination: text("denomination"),
    area: text("area"),
    worshipStyle: text("worshipStyle") as DirectoryQuery["worshipStyle"],
    language: text("language") as DirectoryQuery["language"],
    page: Math.max(1, Number(params.get("page")) || 1),
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

/** Both lists the directory shows, from the public API. */
async function fetchView(q: DirectoryQuery): Promise<DirectoryView> {
  const filters = filtersOf(q);
  const [featured, others] = await Promise.all([
    apiList<PublicChurch>(`/api/churches${filtersToQuery({ ...filters, featured: "true", limit: DIRECTORY_FEATURED_PER_PAGE, page: q.page })}`),
    apiList<PublicChurch>(`/api/churches${filtersToQuery({ ...filters, featured: "false", limit: DIRECTORY_PAGE_SIZE, page: q.page })}`),
  ]);
  return {
    featured: featured.items.map(toCardChurch),
    others: others.items.map(toCardChurch),
    page: q.page,
    pageCount: Math.max(featured.pageCount, others.pageCount),
    total: featured.total + others.total,
  };
}

/**
 * The directory's filters, map and results (visitor spec, directory). The server renders it with
 * the URL's filters, so the GET form works without JavaScript; hydrated, it updates the results
 * and the map in place and keeps the URL in step.
 */
export default function DirectoryExplorer({ initialQuery, initialView, denominations, areas, map }: DirectoryExplorerProps) {
  const [query, setQuery] = useState(initialQuery);
  const [view, setView] = useState(initialView);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  const [searchText, setSearchText] = useState(initialQuery.search ?? "");
  const request = useRef(0);
  const results = useRef<HTMLDivElement>(null);

  async function load(next: DirectoryQuery, history: "push" | "replace" | "none") {
    setQuery(next);
    if (history !== "none") window.history[history === "push" ? "pushState" : "replaceState"](null, "", pageUrl(next));
    const id = ++request.current;
    setStatus("loading");
    try {
      const fresh = await fetchView(next);
      if (id !== request.current) return;
      setView(fresh);
      setStatus("idle");
    } catch {
      if (id === request.current) setStatus("error");
    }
  }

  const change = (patch: Partial<DirectoryQuery>, history: "push" | "replace" = "push") =>
    void load({ ...query, page: 1, ...patch }, history);

  useEffect(() => {
    const onPop = () => {
      const next = queryFromLocation();
      setSearchText(next.search ?? "");
      void load(next, "none");
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  // Typing searches after a short pause.
  useEffect(() => {
    if ((query.search ?? "") === searchText.trim()) return;
    const timer = setTimeout(() => change({ search: searchText.trim() || undefined }, "replace"), 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  const clear = () => {
    setSearchText("");
    void load({ page: 1, view: query.view }, "push");
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change({ search: searchText.trim() || undefined });
  };

  const goToPage = (page: number) => {
    void load({ ...query, page }, "push");
    results.current?.scrollIntoView({ block: "start" });
  };

  const active = FILTER_KEYS.filter((k) => query[k]);
  const mapQuery = filtersToQuery(filtersOf(query));

  return (
    <>
      <form className={css.filters} method="get" action={routes.directory} onSubmit={onSubmit} role="search" aria-label="Find a church">
        <label className={css.field}>
          Search
          <input className={css.input} type="search" name="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder="Name, address or area" maxLength={100} />
        </label>
        <Select name="denomination" label="Denomination" value={query.denomination} options={denominations.map((d) => [d, d])} all="All denominations" onChange={(v) => change({ denomination: v })} />
        <Select name="area" label="Area" value={query.area} options={areas.map((a) => [a, a])} all="All areas" onChange={(v) => change({ area: v })} />
        <Select name="worshipStyle" label="Worship style" value={query.worshipStyle} options={WORSHIP_STYLES.map((s) => [s, label(s)])} all="Any style" onChange={(v) => change({ worshipStyle: v as DirectoryQuery["worshipStyle"] })} />
        <Select name="language" label="Language" value={query.language} options={SERVICE_LANGUAGES.map((l) => [l, label(l)])} all="Any language" onChange={(v) => change({ language: v as DirectoryQuery["language"] })} />
        {query.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
        <div className={css.formActions}>
          <div>
            <button type="submit" className={button.primary}>
              Search
            </button>{" "}
            <a href={routes.directory} className={button.outline} onClick={(e) => (e.preventDefault(), clear())}>
              Clear Filters
            </a>
          </div>
          <div className={css.viewSwitch} role="group" aria-label="View">
            {(["grid", "list"] as const).map((mode) => (
              <a
                key={mode}
                className={css.viewOption}
                href={pageUrl({ ...query, view: mode })}
                aria-current={query.view === mode}
                onClick={(e) => {
                  e.preventDefault();
                  setQuery({ ...query, view: mode });
                  window.history.replaceState(null, "", pageUrl({ ...query, view: mode }));
                }}
              >
                {mode === "grid" ? "Grid" : "List"}
              </a>
            ))}
          </div>
        </div>
      </form>

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
          {status === "loading" ? "Searching…" : `${view.total} ${view.total === 1 ? "church" : "churches"} found`}
        </span>
        {active.length ? (
          <a href={routes.directory} className={css.linkButton} onClick={(e) => (e.preventDefault(), clear())}>
            Clear All Filters
          </a>
        ) : null}
      </div>

      <section className={css.mapSection} aria-label="Map">
        <DirectoryMap query={mapQuery} config={map} />
      </section>

      <div ref={results} aria-busy={status === "loading"}>
        {status === "error" ? <p className={css.error} role="alert">Failed to load churches. Please try again later.</p> : null}
        {status === "loading" ? (
          <ul className={css.grid4} aria-label="Loading churches">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <CardSkeleton />
              </li>
            ))}
          </ul>
        ) : view.total === 0 ? (
          <div className={css.empty}>
            <h2>No Churches Found</h2>
            <p>No churches match your current search criteria. Try adjusting your filters or search terms.</p>
          </div>
        ) : query.view === "list" ? (
          <>
            <h2 className={css.sectionTitle}>Churches</h2>
            <ul className={css.list}>
              {[...view.featured, ...view.others].map((church) => (
                <li key={church.id}>
                  <ChurchCard church={church} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            {view.featured.length ? (
              <section aria-labelledby="featured-heading">
                <h2 id="featured-heading" className={css.sectionTitle}>
                  Featured Churches
                </h2>
                <Carousel label="Featured church slides" items={view.featured.map((church) => ({ key: church.id, node: <ChurchCard church={church} /> }))} />
              </section>
            ) : null}
            {view.others.length ? (
              <section aria-labelledby="all-heading">
                <h2 id="all-heading" className={css.sectionTitle}>
                  All Churches
                </h2>
                <ul className={css.grid4}>
                  {view.others.map((church) => (
                    <li key={church.id}>
                      <ChurchCard church={church} />
                    </li>
                  ))}
                  {Array.from({ length: (4 - (view.others.length % 4)) % 4 }, (_, i) => (
                    <li key={`ad-${i}`} className={css.padTile}>
                      <AdvertiseTile />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
        {view.pageCount > 1 && status !== "loading" ? <Pager query={query} pageCount={view.pageCount} onPage={goToPage} /> : null}
      </div>
    </>
  );
}

function Select({ name, label: text, value, options, all, onChange }: { name: string; label: string; value?: string; options: [string, string][]; all: string; onChange: (value: string | undefined) => void }) {
  return (
    <label className={css.field}>
      {text}
      <select className={css.input} name={name} value={value ?? ""} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Page links: real links (they work without JavaScript), loaded in place when they can be. */
function Pager({ query, pageCount, onPage }: { query: DirectoryQuery; pageCount: number; onPage: (page: number) => void }) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => p === 1 || p === pageCount || Math.abs(p - query.page) <= 2);
  return (
    <nav className={css.pager} aria-label="Pages">
      {pages.map((page, i) => (
        <span key={page}>
          {i > 0 && page - pages[i - 1]! > 1 ? "… " : null}
          <a
            className={css.pageLink}
            href={pageUrl({ ...query, page })}
            aria-current={page === query.page ? "page" : undefined}
            onClick={(e) => {
              e.preventDefault();
              onPage(page);
            }}
          >
            <span className="visually-hidden">Page </span>
            {page}
          </a>
        </span>
      ))}
    </nav>
  );
}
