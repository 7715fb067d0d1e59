import { UNCONFIRMED_FILTER_DAYS } from "../../../src/contract/admin-churches";
import { servicesFreshnessSince } from "../../../src/contract/service-times/freshness";
import * as css from "../../components/Dashboard.css";

const DAY_MS = 86_400_000;

/**
 * A listing's 'Times confirmed 12 days ago' badge, gold past the filter's 180 days (docs/service-times.md,
 * Freshness): counted from the San Antonio days the server worked out, the confirmation's and the page's.
 */
export function ServicesAge({ confirmedAt, confirmedOn, today }: { confirmedAt: string | null; confirmedOn: string | null; today: string }) {
  const { label } = servicesFreshnessSince(confirmedOn, today);
  const old = confirmedAt === null || Date.now() - Date.parse(confirmedAt) > UNCONFIRMED_FILTER_DAYS * DAY_MS;
  return <span className={old ? `${css.status} ${css.statusStale}` : css.status}>{confirmedAt === null ? "Times never confirmed" : `Times confirmed ${label}`}</span>;
}
