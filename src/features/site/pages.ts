import { AboutPage } from "../../../web/pages/AboutPage";
import { PrivacyPage } from "../../../web/pages/PrivacyPage";
import { TermsPage } from "../../../web/pages/TermsPage";
import { SITE_NAME } from "../../contract/site";
import { translator } from "../../contract/i18n/catalogue";
import { legalText } from "../../contract/i18n/legal-text";
import { sitePagesText } from "../../contract/i18n/site-pages-text";
import { definePage } from "../../render/page-route";
import { advertisePage } from "./advertise";

/** They show no row: only a write no kind of rows tells (a deleted church, another connection's) makes them stale (docs/caching.md). */
const SHOWS_NO_ROWS = { kinds: [] } as const;

/** The static pages: about, terms, privacy and the plans of /advertise. */
export const sitePages = [
  advertisePage,
  definePage({
    path: "/about",
    component: AboutPage,
    load: ({ lang }) => {
      const t = translator(sitePagesText, lang);
      return { props: {}, scope: SHOWS_NO_ROWS, head: { title: t("aboutHeadTitle"), description: t("aboutDescription", { site: SITE_NAME }) } };
    },
  }),
  definePage({
    path: "/terms",
    component: TermsPage,
    load: ({ lang }) => ({ props: {}, scope: SHOWS_NO_ROWS, head: { title: translator(legalText, lang)("terms.title"), description: translator(legalText, lang)("terms.headDescription", { site: SITE_NAME }) } }),
  }),
  definePage({
    path: "/privacy",
    component: PrivacyPage,
    load: ({ lang }) => ({ props: {}, scope: SHOWS_NO_ROWS, head: { title: translator(legalText, lang)("privacy.title"), description: translator(legalText, lang)("privacy.headDescription", { site: SITE_NAME }) } }),
  }),
];
