import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { addChurchSchema, duplicateCheckSchema, mapsSearchSchema } from "../../contract/find-churches";
import { routes } from "../../http/routes";
import { bodyOf } from "../../http/validate";
import { addChurchFromPlace, findDuplicate, mapsSearch } from "./service";

/** Find Churches (docs/product.md M7, admin; docs/product.md D3 and D13). */
export function adminFindApi(ctx: AppContext) {
  return new Elysia({ name: "admin-find-api" })
    .use(routes(ctx))
    .post("/api/admin/maps-search", ({ body }) => mapsSearch(ctx, body.query, body.page ?? 1), { auth: "admin", body: bodyOf(mapsSearchSchema) })
    .post(
      "/api/admin/churches/check-duplicate",
      ({ body }) => {
        const match = findDuplicate(ctx.db, body);
        return { isDuplicate: match !== null, match };
      },
      { auth: "admin", body: bodyOf(duplicateCheckSchema) },
    )
    .post(
      "/api/admin/churches",
      async ({ body, user, set }) => {
        const church = await addChurchFromPlace(ctx, user.id, body);
        set.status = 201;
        return church;
      },
      { auth: "admin", body: bodyOf(addChurchSchema) },
    );
}
