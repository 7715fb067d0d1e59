import type { PostedContact } from "../../src/contract/contact";
import { sitePagesText } from "../../src/contract/i18n/site-pages-text";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../src/contract/site";
import { Island } from "../components/Island";
import { useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { card, container, section } from "../components/ui.css";
import * as css from "./content.css";

const FAQS = [
  { q: "faqAddQ", a: "faqAddA" },
  { q: "faqUpdateQ", a: "faqUpdateA" },
  { q: "faqCostQ", a: "faqCostA" },
  { q: "faqEventQ", a: "faqEventA" },
] as const;

export function ContactPage({ sent, error, posted, formToken }: { sent: boolean; error?: string; posted?: PostedContact; formToken: string }) {
  const t = useText(sitePagesText);
  return (
    <>
      <PageHeader title={t("contactTitle")} lead={t("contactLead")} />
      <div className={`${container} ${section} ${css.contactGrid}`}>
        <section aria-labelledby="details" className={card}>
          <h2 id="details">{t("getInTouch")}</h2>
          <p>
            {t("emailLabel")}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p>
            {t("phoneLabel")}
            <a href={`tel:${SUPPORT_PHONE.replace(/[^\d]/g, "")}`}>{SUPPORT_PHONE}</a>
            <br />
            {t("officeHours")}
          </p>
          <p>{t("location")}</p>
          <p>{t("replyPromise")}</p>
        </section>
        <section aria-labelledby="message" className={card}>
          <h2 id="message">{t("sendMessageTitle")}</h2>
          <Island name="ContactForm" props={{ sent, formToken, ...(error ? { error } : {}), ...(posted ? { posted } : {}) }} />
        </section>
      </div>
      <section className={`${container} ${section}`} aria-labelledby="faq">
        <h2 id="faq">{t("faqTitle")}</h2>
        {FAQS.map((f) => (
          <details key={f.q} className={card}>
            <summary>
              <strong>{t(f.q)}</strong>
            </summary>
            <p>{t(f.a)}</p>
          </details>
        ))}
      </section>
    </>
  );
}
