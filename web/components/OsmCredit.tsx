import { osmCreditText } from "../../src/contract/i18n/osm-credit-text";
import { useText } from "./lang-context";

/** Where the page shows data imported from OpenStreetMap: the ODbL asks for this credit and the licence's link (docs/city-data.md, Attribution). */
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";
export const ODBL_URL = "https://opendatacommons.org/licenses/odbl/";

export function OsmCredit({ className }: { className?: string }) {
  const t = useText(osmCreditText);
  return (
    <p className={className} data-testid="osm-credit">
      {t("data")} <a href={OSM_COPYRIGHT_URL}>{t("contributors")}</a>, <a href={ODBL_URL}>{t("licence")}</a>.
    </p>
  );
}
