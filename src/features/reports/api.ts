import { Elysia } from "elysia";
import * as z from "zod/mini";
import type { AppContext } from "../../app-context";
import { reportMonthSchema, STILL_RIGHT_EXPIRED, stillRightSchema } from "../../contract/reports";
import { routes as paths } from "../../contract/routes";
import { HttpError, notFound } from "../../http/errors";
import { answerForm } from "../../http/form-post";
import { routes } from "../../http/routes";
import { bodyOf, idParam, queryOf } from "../../http/validate";
import { confirmStillRight, ownerReport, ownerReportList } from "./service";

const reportQuerySchema = z.object({ church: z.string("church is a church id") });

/** The premium monthly reports and their mailed 'Still right' link (docs/product.md, Monthly reports). */
export function reportsApi(ctx: AppContext) {
  return new Elysia({ name: "reports-api" })
    .use(routes(ctx))
    .get("/api/user/reports", ({ user }) => ownerReportList(ctx.db, user.id), { auth: "owner" })
    .get(
      "/api/user/reports/:month",
      ({ params, query, user }) => {
        const month = reportMonthSchema.safeParse(params.month);
        if (!month.success) throw new HttpError(400, month.error.issues[0]!.message);
        const report = ownerReport(ctx.db, user.id, idParam(query.church), month.data);
        if (!report) throw notFound("There is no report for that church and month.");
        return report;
      },
      { auth: "owner", query: queryOf(reportQuerySchema) },
    )
    // The link's token is the signature: whoever holds the owner's mail may confirm the times it shows.
    .post(
      "/api/services-still-right",
      ({ body, request, set }) =>
        answerForm(
          request,
          set,
          async () => {
            const church = await confirmStillRight(ctx.db, ctx.env.SESSION_SECRET, body.token);
            if (!church) throw new HttpError(422, STILL_RIGHT_EXPIRED, { fields: { token: STILL_RIGHT_EXPIRED } });
            return { ok: true, church: church.name };
          },
          { done: () => `${paths.servicesStillRight}?done=1`, back: paths.servicesStillRight },
        ),
      { signedBy: "report-link", body: bodyOf(stillRightSchema) },
    );
}
