import * as z from "zod/mini";
import { messages } from "../contract/messages";
import { HttpError } from "./errors";

/**
 * Parses a body or query with a contract schema; a failure answers 422 with the first message of
 * each field, the same texts the form shows (400 when the input is not even an object; queries
 * ask for 400 throughout).
 */
export function parseOr422<S extends z.core.$ZodType>(schema: S, input: unknown, status: 400 | 422 = 422): z.infer<S> {
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  // Not even the right shape (a string or list where an object belongs): a malformed request.
  if (result.error.issues.some((issue) => issue.path.length === 0)) throw new HttpError(400, messages.badRequest);
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    fields[key] ??= issue.message;
  }
  throw new HttpError(status, Object.values(fields)[0] ?? "Invalid input", { fields });
}

/** A numeric id from the path; anything else is no such thing (404). */
export function idParam(value: string | undefined, what = "Church"): number {
  if (!/^\d{1,12}$/.test(value ?? "")) throw new HttpError(404, `${what} not found`);
  return Number(value);
}
