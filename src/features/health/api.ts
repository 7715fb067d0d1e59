import { createHash, timingSafeEqual } from "node:crypto";
import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes } from "../../http/routes";
import { servePage } from "../../render/pages-plugin";
import { pingDatabase } from "./queries";
import { readiness } from "./readiness";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | null, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1]?.trim();
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /healthz: 200 when the database answers, 503 when it does not (liveness).
 * GET /readyz: every check by name, 200 when all pass, 503 naming those that failed (docs/operations.md).
 * GET /metrics: the Prometheus exposition, only when METRICS_TOKEN is set, to its bearer (decision 0080).
 */
export function healthApi(ctx: AppContext) {
  return new Elysia({ name: "health" })
    .use(routes(ctx))
    .get(
      "/healthz",
      ({ set }) => {
        set.headers["cache-control"] = "no-store";
        try {
          pingDatabase(ctx.db);
          return { status: "ok" };
        } catch {
          set.status = 503;
          return { status: "unavailable" };
        }
      },
      { public: true },
    )
    .get(
      "/readyz",
      async ({ set }) => {
        set.headers["cache-control"] = "no-store";
        const answer = await readiness(ctx);
        if (answer.failed.length) set.status = 503;
        return answer;
      },
      { public: true },
    )
    .get(
      "/metrics",
      async ({ request, set }) => {
        set.headers["cache-control"] = "no-store";
        const token = ctx.env.METRICS_TOKEN;
        // Off unless configured: the address answers as any unknown one would.
        if (!token || !ctx.metrics) return servePage(ctx, null, request);
        if (!bearerMatches(request.headers.get("authorization"), token)) {
          set.status = 401;
          set.headers["www-authenticate"] = 'Bearer realm="metrics"';
          return { error: "A bearer token is required: the METRICS_TOKEN this site was started with." };
        }
        const { body, contentType } = await ctx.metrics.scrape();
        return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
      },
      { signedBy: "metrics-token" },
    );
}
