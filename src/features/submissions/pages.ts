import { ChurchSubmissionPage } from "../../../web/pages/ChurchSubmissionPage";
import { definePage, type PageLoadArgs } from "../../render/page-route";
import { HttpError } from "../../http/errors";
import { areaOptions, denominationOptions } from "../churches/service";
import { editableChurch } from "./service";

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
      if (!/^\d{1,12}$/.test(args.params.id ?? "") || !args.user) return { notFound: true };
      const id = Number(args.params.id);
      // Drawn with the church's data, so that the form works without JavaScript; not the owner's church: not found.
      try {
        return { props: { churchId: id, church: editableChurch(args.ctx.db, args.user, id), ...lists(args) }, head: { title: "Edit Church", noindex: true } };
      } catch (error) {
        if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return { notFound: true };
        throw error;
      }
    },
  }),
];
