import { NewsletterResultPage } from "../../../web/pages/NewsletterResultPage";
import { definePage } from "../../render/page-route";

export const newsletterPages = [
  definePage({
    path: "/newsletter",
    query: ["status"],
    component: NewsletterResultPage,
    load: ({ url }) => ({
      props: { subscribed: url.searchParams.get("status") === "subscribed" },
      head: { title: "Newsletter", noindex: true },
    }),
  }),
];
