import { legalText } from "../../src/contract/i18n/legal-text";
import { SITE_NAME } from "../../src/contract/site";
import { useText } from "../components/lang-context";
import { LegalContact, LegalPage } from "../components/LegalPage";

/** Days of notice before a price change applies to a subscription (docs/product.md M2). */
const PRICE_NOTICE_DAYS = 30;

/** Terms of Service (docs/product.md M2, /terms), in the page's language (docs/i18n.md). */
export function TermsPage() {
  const t = useText(legalText);
  const site = { site: SITE_NAME };
  const p = (key: Parameters<typeof t>[0]) => <p>{t(key, site)}</p>;
  return (
    <LegalPage
      title={t("terms.title")}
      intro={t("terms.intro", site)}
      sections={[
        { id: "acceptance", heading: t("terms.acceptance"), body: p("terms.acceptance.1") },
        { id: "service", heading: t("terms.service"), body: p("terms.service.1") },
        { id: "accounts", heading: t("terms.accounts"), body: p("terms.accounts.1") },
        { id: "listings", heading: t("terms.listings"), body: (<>{p("terms.listings.1")}{p("terms.listings.2")}</>) },
        { id: "premium", heading: t("terms.premium"), body: (<>{p("terms.premium.1")}<p>{t("terms.premium.2", { days: PRICE_NOTICE_DAYS })}</p></>) },
        { id: "analytics", heading: t("terms.analytics"), body: p("terms.analytics.1") },
        { id: "prohibited", heading: t("terms.prohibited"), body: p("terms.prohibited.1") },
        { id: "ip", heading: t("terms.ip"), body: p("terms.ip.1") },
        { id: "liability", heading: t("terms.liability"), body: p("terms.liability.1") },
        { id: "changes", heading: t("terms.changes"), body: p("terms.changes.1") },
        { id: "contact", heading: t("terms.contact"), body: <LegalContact before={t("terms.contact.before")} /> },
      ]}
    />
  );
}
