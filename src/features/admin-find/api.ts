import type { AppContext } from "../../app-context";
import { addChurchSchema, duplicateCheckSchema, mapsSearchSchema } from "../../contract/find-churches";
import { adminOnly } from "../../http/admin";
import { requireAdmin } from "../../http/auth";
import { parseOr422 } from "../../http/validate";
import { addChurchFromPlace, findDuplicate, mapsSearch } from "./service";

/** Find Churches (management spec 7, admin; DECISIONS.md 3 and 13). */
export function adminFindApi(ctx: AppContext) {
  return adminOnly(ctx, "admin-find-api")
    .post("/api/admin/maps-search", ({ body }) => {
      const input = parseOr422(mapsSearchSchema, body);
      return mapsSearch(ctx, input.query, input.page ?? 1);
    })
    .post("/api/admin/churches/check-duplicate", ({ body }) => {
      const match = findDuplicate(ctx.db, parseOr422(duplicateCheckSchema, body));
      return { isDuplicate: match !== null, match };
    })
    .post("/api/admin/churches", async ({ body, user, set }) => {
      const church = await addChurchFromPlace(ctx, requireAdmin(user).id, parseOr422(addChurchSchema, body));
      set.status = 201;
      return church;
    });
}
