import { formatDayWithYear } from "../../src/contract/holiday-services";
import { routes } from "../../src/contract/routes";
import type { DatedOccasion } from "../../src/contract/service-times/occasions";
import { PageHeader } from "../components/PageHeader";
import { card, container, section } from "../components/ui.css";
import * as css from "./HolidayServicesPage.css";

/** Every occasion with its coming date, soonest first (docs/service-times.md, Holiday pages). */
export function OccasionsPage({ occasions }: { occasions: { occasion: DatedOccasion; label: string; date: string }[] }) {
  return (
    <>
      <PageHeader title="Holiday Services" lead="Christmas, Holy Week, Las Posadas and more: find a service at a church near you." />
      <div className={`${container} ${section}`}>
        <ul className={css.occasions}>
          {occasions.map((o) => (
            <li key={o.occasion} className={card}>
              <h2 className={css.church}>
                <a href={routes.occasion(o.occasion)}>{o.label}</a>
              </h2>
              <p className={css.detail}>{o.occasion === "las-posadas" ? `December 16–24, ${o.date.slice(0, 4)}` : formatDayWithYear(o.date)}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
