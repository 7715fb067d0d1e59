import * as z from "zod/mini";
import { HttpError } from "./errors";

/**
 * Parses a body or query with a contract schema; a failure answers 422 with the first message of
 * each field, the same texts the form shows.
 */
export function parseOr422<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  throw new HttpError(422, Object.values(fields)[0] ?? "Invalid input", { fields });
}
