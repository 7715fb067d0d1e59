import type { ChurchFilters } from "../../contract/churches";
import type { FilterName } from "../../contract/directory-filters";
import type { ServiceLanguage } from "../../contract/options";
import type { Sort } from "../../contract/service-search";
import type { ServiceCondition } from "../../contract/service-times/match";
import type { FactKey } from "../../contract/visit-facts";

/** What a list of churches is asked for: the filters, featured or not, and the order. */
export type ChurchSearch = ChurchFilters & { featured?: boolean; sort?: Sort };

/**
 * The visitor-facing filters as the SQL asks them (each resolved by its entry in FILTER_SQL):
 * denomination and area already ids (so list queries need no join), the search an FTS5 query.
 */
export interface ResolvedFilters {
  /** The values of the filters on the church's own row, each its placeholder's, by filter. */
  onRow?: Partial<Record<FilterName, string | number>>;
  language?: ServiceLanguage;
  match?: string;
  /**
   * The text matches many churches: walk the list's own index in its order and keep the matches,
   * rather than read and sort every match (docs/decisions/0042-whole-country-bench.md).
   */
  broadMatch?: true;
  featured?: boolean;
  /** One weekly service must meet all of these (docs/service-times.md, Search); `language` then lives here. */
  service?: ServiceCondition;
  /** Within `radius` miles of a point: a bounding box on the location index, then the exact distance. */
  near?: { latRad: number; lngRad: number; cosLat: number; hMax: number; south: number; north: number; west: number; east: number };
  sort?: "name" | "distance" | "time";
  /** Minutes since Sunday 00:00 on San Antonio's clock, for sort=time. */
  weekMinute?: number;
  /** Visit facts that must all be true (docs/visit-facts.md, Search). */
  facts?: FactKey[];
}

