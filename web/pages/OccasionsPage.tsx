import { formatDayWithYear } from "../../src/contract/holiday-services";
import { holidaysText } from "../../src/contract/i18n/holidays-text";
import { useLang, usePath, useText } from "../components/lang-context";
import { routes } from "../../src/contract/routes";
import type { DatedOccasion } from "../../src/contract/service-times/occasions";
import { PageHeader } from "../components/PageHeader";
import { card, container, section } from "../components/ui.css";
import * as css from "./HolidayServicesPage.css";

/** Every occasion with its coming date, soonest first (docs/service-times.md, Holiday pages). */
export function OccasionsPage({ occasions }: { occasions: { occasion: DatedOccasion; label: string; date: string }[] }) {
  const t = useText(holidaysText);
  const path = usePath();
  const lang = useLang();
  return (
    <>
      <PageHeader title={t("index.title")} lead={t("index.lead")} />
      <div className={`${container} ${section}`}>
        <ul className={css.occasions}>
          {occasions.map((o) => (
            <li key={o.occasion} className={card}>
              <h2 className={css.church}>
                <a href={path(routes.occasion(o.occasion))}>{o.label}</a>
              </h2>
              <p className={css.detail}>{o.occasion === "las-posadas" ? t("posadas", { year: o.date.slice(0, 4) }) : formatDayWithYear(o.date, lang)}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
