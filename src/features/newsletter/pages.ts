import { NewsletterResultPage, type NewsletterStatus } from "../../../web/pages/NewsletterResultPage";
import { definePage } from "../../render/page-route";

const STATUSES: NewsletterStatus[] = ["subscribed", "invalid", "unsubscribed", "invalid-link"];

export const newsletterPages = [
  definePage({
    path: "/newsletter",
    query: ["status"],
    component: NewsletterResultPage,
    load: ({ url }) => {
      const status = url.searchParams.get("status") as NewsletterStatus;
      return { props: { status: STATUSES.includes(status) ? status : "invalid" }, head: { title: "Newsletter", noindex: true } };
    },
  }),
];
