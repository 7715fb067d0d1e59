import * as z from "zod/mini";
import { option } from "./fields";
import { ARTICLE_CATEGORIES } from "./options";
import { msg } from "./i18n/msg";

/** ?category= of the news list and GET /api/articles; blank means all. */
export const articleListQuerySchema = z.object({
  category: z.pipe(
    z.transform((v: unknown) => (v === "" || (typeof v === "string" && v.toLowerCase() === "all") ? undefined : v)),
    z.optional(option(ARTICLE_CATEGORIES, msg("unknownCategory", "Unknown category"))),
  ),
});
