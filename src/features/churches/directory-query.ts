import * as z from "zod/mini";
import { churchFiltersSchema } from "../../contract/church-queries";
import type { DirectoryQuery } from "../../contract/churches";

/**
 * The directory's filters from a page URL. A page never fails on a bad filter: values that do not
 * pass the API's schema are simply left out.
 */
export function directoryQueryFrom(url: URL): DirectoryQuery {
  const raw: Record<string, string> = Object.fromEntries(url.searchParams);
  let parsed = z.safeParse(churchFiltersSchema, raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = z.safeParse(churchFiltersSchema, raw);
  }
  const page = Number(url.searchParams.get("page"));
  return {
    ...(parsed.success ? parsed.data : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    view: url.searchParams.get("view") === "list" ? "list" : "grid",
  };
}
