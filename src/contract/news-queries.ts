import * as z from "zod/mini";
import { ARTICLE_CATEGORIES } from "./options";

/** ?category= of the news list and GET /api/articles; blank means all. */
export const articleListQuerySchema = z.object({
  category: z.pipe(
    z.transform((v: unknown) => (v === "" || v === "all" ? undefined : v)),
    z.optional(z.enum(ARTICLE_CATEGORIES, "Unknown category")),
  ),
});
