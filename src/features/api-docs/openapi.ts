import { z } from "zod";
// The answers' schemas register their names (the components) as they load.
import "../../contract/api-answers";
import { OPEN_DATA_LICENCE } from "../../contract/open-data";
import { routes as sitePaths } from "../../contract/routes";
import { SITE_NAME } from "../../contract/site";
import { declaredAudience } from "../../http/routes";
import { siteUrl } from "../../http/site-origin";
import { DATED_OCCASIONS } from "../../contract/service-times/occasions";
import { QUERY_PARAMETERS } from "./parameters";
import { DESCRIBED_ROUTES, type DescribedRoute } from "./routes";

/** A route as Elysia's table lists it (`app.routes`). */
export interface TableRoute {
  method: string;
  path: string;
  hooks: unknown;
}

type JsonSchema = Record<string, unknown>;
const COMPONENTS = "#/components/schemas/";

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), its named parts as references to the components. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, $defs: __, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12" });
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${COMPONENTS}`)) as JsonSchema;
}

/** Every schema the contract named (`.meta({ id })`), as the document's components. */
function components(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { target: "draft-2020-12", uri: (id) => `${COMPONENTS}${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema as JsonSchema]));
}

/** `/api/churches/:id` as OpenAPI writes it, and its path parameters. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return { path: path.replace(/:(\w+)/g, "{$1}"), params };
}

const REFUSALS: Record<number, string> = { 400: "The query has a problem; its words name the field", 404: "Nothing published by that name", 429: "Too many requests from this address" };
const PATH_PARAMETERS: Record<string, { description: string; schema: object }> = {
  id: { description: "The church's id, or its slug", schema: { type: "string", maxLength: 120 } },
  slug: { description: "The article's slug", schema: { type: "string", maxLength: 200 } },
  occasion: { description: "The holiday", schema: { type: "string", enum: DATED_OCCASIONS } },
};
const errorContent = () => ({ "application/json": { schema: { $ref: `${COMPONENTS}Error` } } });

function operation(key: string, route: DescribedRoute, pathParams: string[]) {
  const names = route.query ? Object.keys(route.query._zod.def.shape) : [];
  const words = (name: string) => route.parameters?.[name] ?? QUERY_PARAMETERS[name];
  const missing = names.filter((name) => !words(name));
  missing.push(...pathParams.filter((name) => !PATH_PARAMETERS[name]));
  if (missing.length) throw new Error(`${key}: no words for the parameters ${missing.join(", ")} (src/features/api-docs/parameters.ts)`);
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    parameters: [
      ...pathParams.map((name) => ({ name, in: "path", required: true, ...PATH_PARAMETERS[name]! })),
      ...names.map((name) => ({ name, in: "query", required: false, ...words(name) })),
    ],
    responses: {
      200: {
        description: "OK",
        ...(route.headers ? { headers: Object.fromEntries(Object.entries(route.headers).map(([name, h]) => [name, { description: h.description, schema: h.schema }])) } : {}),
        content: { "application/json": { schema: jsonSchema(route.answer) } },
      },
      ...Object.fromEntries(route.refusals.map((status) => [status, { description: REFUSALS[status], content: errorContent() }])),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the public read API: the routes Elysia's table holds that are
 * declared public and described in ./routes.ts, with their query parameters and answers written
 * from the contract's zod schemas (docs/open-data.md, The API).
 */
export function openApiDocument(table: readonly TableRoute[], origin: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of table) {
    const key = `${route.method} ${route.path}`;
    const described = DESCRIBED_ROUTES[key];
    if (!described || declaredAudience(route.hooks) !== "public") continue;
    const { path, params } = openApiPath(route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(key, described, params);
  }
  return {
    openapi: "3.1.1",
    info: {
      title: `${SITE_NAME} API`,
      version: "1",
      description: `The directory's public read API: approved churches, their services and visit facts. No key is needed; answers are JSON, refusals say what is wrong in English or, with Accept-Language: es, in Spanish. The same data as daily files: ${siteUrl(origin, sitePaths.openData)}`,
      license: { name: OPEN_DATA_LICENCE.name, url: OPEN_DATA_LICENCE.url },
    },
    servers: [{ url: origin }],
    paths,
    components: { schemas: components() },
  };
}
