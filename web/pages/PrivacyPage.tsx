import { legalText } from "../../src/contract/i18n/legal-text";
import { SITE_NAME } from "../../src/contract/site";
import { useText } from "../components/lang-context";
import { LegalContact, LegalPage } from "../components/LegalPage";

/** How long data is kept (docs/product.md D20); the code that deletes it keeps the same periods. */
const RETENTION = { accountInactiveYears: 3, analyticsMonths: 26, paymentYears: 7, contactYears: 2 } as const;
/** The age under which the site collects nothing knowingly. */
const CHILDREN_AGE = 13;

/** Privacy Policy (docs/product.md M2, /privacy), in the page's language (docs/i18n.md); the code keeps these promises (docs/product.md D20). */
export function PrivacyPage() {
  const t = useText(legalText);
  const p = (key: Parameters<typeof t>[0]) => <p>{t(key)}</p>;
  return (
    <LegalPage
      title={t("privacy.title")}
      intro={t("privacy.intro", { site: SITE_NAME })}
      sections={[
        { id: "collected", heading: t("privacy.collected"), body: p("privacy.collected.1") },
        { id: "analytics", heading: t("privacy.analytics"), body: p("privacy.analytics.1") },
        { id: "use", heading: t("privacy.use"), body: p("privacy.use.1") },
        { id: "sharing", heading: t("privacy.sharing"), body: p("privacy.sharing.1") },
        { id: "verification", heading: t("privacy.verification"), body: p("privacy.verification.1") },
        { id: "security", heading: t("privacy.security"), body: p("privacy.security.1") },
        {
          id: "retention",
          heading: t("privacy.retention"),
          body: (
            <ul>
              <li>{t("privacy.retention.account", { years: RETENTION.accountInactiveYears })}</li>
              <li>{t("privacy.retention.analytics", { months: RETENTION.analyticsMonths })}</li>
              <li>{t("privacy.retention.payments", { years: RETENTION.paymentYears })}</li>
              <li>{t("privacy.retention.messages", { years: RETENTION.contactYears })}</li>
            </ul>
          ),
        },
        { id: "rights", heading: t("privacy.rights"), body: p("privacy.rights.1") },
        { id: "cookies", heading: t("privacy.cookies"), body: p("privacy.cookies.1") },
        { id: "third-parties", heading: t("privacy.third-parties"), body: p("privacy.third-parties.1") },
        { id: "children", heading: t("privacy.children"), body: <p>{t("privacy.children.1", { age: CHILDREN_AGE })}</p> },
        { id: "changes", heading: t("privacy.changes"), body: p("privacy.changes.1") },
        { id: "contact", heading: t("privacy.contact"), body: <LegalContact before={t("privacy.contact.before")} /> },
      ]}
    />
  );
}
