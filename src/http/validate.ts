import { t } from "elysia";
import * as z from "zod/mini";
import { messages } from "../contract/messages";
import { HttpError } from "./errors";
import { msg } from "../contract/i18n/msg";

function parse<S extends z.core.$ZodType>(schema: S, input: unknown, status: 400 | 422): z.infer<S> {
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  // Not even the right shape (a string or list where an object belongs): a malformed request.
  if (result.error.issues.some((issue) => issue.path.length === 0)) throw new HttpError(400, messages.badRequest);
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    fields[key] ??= issue.message;
  }
  throw new HttpError(status, Object.values(fields)[0] ?? msg("invalidInput", "Invalid input"), { fields });
}

/**
 * Reads a form's body with its contract schema: a failure answers 422 with the first message of
 * each field, the same texts the form shows (400 when the body is not even an object).
 */
export function parseBody<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  return parse(schema, input, 422);
}

/** Reads a query, or a body no form shows (the analytics pings): any problem is a bad request (400). */
export function parseQuery<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  return parse(schema, input, 400);
}

/** What Elysia needs of a Standard Schema to read a route's body and type it (docs/decisions/0019-route-declarations.md). */
interface RouteBody<T> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { value: T };
    readonly types?: { readonly input: unknown; readonly output: T };
  };
}

/**
 * A route's `body` option: Elysia reads the body with `read` (parseBody unless said otherwise)
 * before the handler runs, and the handler's `body` is the parsed, typed value. A failure throws
 * the parser's HttpError, so the answer and its messages are the parser's.
 */
export function bodyOf<S extends z.core.$ZodType>(schema: S, read: (schema: S, input: unknown) => z.infer<S> = parseBody): RouteBody<z.infer<S>> {
  return { "~standard": { version: 1, vendor: "contract", validate: (value) => ({ value: read(schema, value) }) } };
}

/**
 * A route's `query` option, read with parseQuery. Not a Standard Schema: Elysia would split values
 * at commas before the schema sees them. Elysia decodes a transformed query twice; the second call
 * meets a value this read already returned and hands it back.
 */
export function queryOf<S extends z.core.$ZodType>(schema: S) {
  const read = new WeakSet<object>();
  return t
    .Transform(t.Unknown())
    .Decode((value): z.infer<S> => {
      if (typeof value === "object" && value !== null && read.has(value)) return value as z.infer<S>;
      const query = parseQuery(schema, value);
      if (typeof query === "object" && query !== null) read.add(query);
      return query;
    })
    .Encode((value) => value);
}

/** A numeric id from the path; anything else is no such thing (404). */
export function idParam(value: string | undefined, what = "Church"): number {
  if (!/^\d{1,12}$/.test(value ?? "")) throw new HttpError(404, `${what} not found`);
  return Number(value);
}
