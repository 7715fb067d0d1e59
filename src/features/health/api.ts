import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes } from "../../http/routes";
import { pingDatabase } from "./queries";

/** GET /healthz: 200 when the database answers, 503 when it does not. */
export function healthApi(ctx: AppContext) {
  return new Elysia({ name: "health" }).use(routes(ctx)).get(
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
  );
}
