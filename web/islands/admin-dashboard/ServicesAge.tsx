import { UNCONFIRMED_FILTER_DAYS } from "../../../src/contract/admin-churches";
import { servicesFreshness } from "../../../src/contract/service-times/freshness";
import * as css from "../../components/Dashboard.css";

const DAY_MS = 86_400_000;

/** A listing's 'Times confirmed 12 days ago' badge, gold past the filter's 180 days (docs/service-times.md, Freshness). */
export function ServicesAge({ confirmedAt }: { confirmedAt: string | null }) {
  const now = new Date();
  const { label } = servicesFreshness(confirmedAt, now);
  const old = confirmedAt === null || now.getTime() - Date.parse(confirmedAt) > UNCONFIRMED_FILTER_DAYS * DAY_MS;
  return <span className={old ? `${css.status} ${css.statusStale}` : css.status}>{confirmedAt === null ? "Times never confirmed" : `Times confirmed ${label}`}</span>;
}
