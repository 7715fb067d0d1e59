import { OpenDataPage } from "../../../web/pages/OpenDataPage";
import { translator } from "../../contract/i18n/catalogue";
import { openDataText } from "../../contract/i18n/open-data-text";
import { routes } from "../../contract/routes";
import { SITE_NAME } from "../../contract/site";
import { definePage } from "../../render/page-route";

/** /open-data and /es/open-data: the same words for everyone, so the page cache keeps one copy each. */
export const openDataPages = [
  definePage({
    path: routes.openData,
    component: OpenDataPage,
    load: ({ lang }) => {
      const t = translator(openDataText, lang);
      return { props: {}, head: { title: t("headTitle"), description: t("headDescription", { site: SITE_NAME }) } };
    },
  }),
];
