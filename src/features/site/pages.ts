import { AboutPage } from "../../../web/pages/AboutPage";
import { PrivacyPage } from "../../../web/pages/PrivacyPage";
import { TermsPage } from "../../../web/pages/TermsPage";
import { SITE_NAME } from "../../contract/site";
import { definePage } from "../../render/page-route";
import { advertisePage } from "./advertise";

/** The static pages: about, terms, privacy and the plans of /advertise. */
export const sitePages = [
  advertisePage,
  definePage({
    path: "/about",
    component: AboutPage,
    load: () => ({ props: {}, head: { title: "About Us", description: `The story, mission and values of ${SITE_NAME}.` } }),
  }),
  definePage({
    path: "/terms",
    component: TermsPage,
    load: () => ({ props: {}, head: { title: "Terms of Service", description: `The terms for using ${SITE_NAME}.` } }),
  }),
  definePage({
    path: "/privacy",
    component: PrivacyPage,
    load: () => ({ props: {}, head: { title: "Privacy Policy", description: `What ${SITE_NAME} collects, why, and how long it keeps it.` } }),
  }),
];
