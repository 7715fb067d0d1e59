import { ChurchSubmissionPage } from "../../../web/pages/ChurchSubmissionPage";
import { definePage, type PageLoadArgs } from "../../render/page-route";
import { areaOptions, denominationOptions } from "../churches/service";

const lists = ({ ctx }: PageLoadArgs) => ({ denominations: denominationOptions(ctx.db).map((d) => d.name), areas: areaOptions(ctx.db).map((a) => a.name) });

export const submissionPages = [
  // Open to everyone: a signed-out visitor sees the prompt to sign in or register.
  definePage({
    path: "/church-submission",
    component: ChurchSubmissionPage,
    load: (args) => ({
      props: { churchId: null, ...lists(args) },
      head: { title: "Submit Your Church", description: "Add your church to the San Antonio church directory or claim its listing.", noindex: true },
    }),
  }),
  definePage({
    path: "/church-edit/:id",
    signedIn: true,
    component: ChurchSubmissionPage,
    load: (args) => {
      if (!/^\d{1,12}$/.test(args.params.id ?? "")) return { notFound: true };
      return { props: { churchId: Number(args.params.id), ...lists(args) }, head: { title: "Edit Church", noindex: true } };
    },
  }),
];
