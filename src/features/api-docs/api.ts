import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes } from "../../http/routes";
import { openApiDocument, type TableRoute } from "./openapi";

/**
 * GET /api/openapi.json: the public read API described in OpenAPI 3.1, written once from the
 * app's route table (filled by createApp once every route is registered) and the contract.
 */
export function apiDocsApi(ctx: AppContext, table: readonly TableRoute[]) {
  let document: string | undefined;
  return new Elysia({ name: "api-docs" }).use(routes(ctx)).get(
    "/api/openapi.json",
    () => {
      document ??= JSON.stringify(openApiDocument(table, ctx.origin));
      // Public and the same for everyone: a tool on another site may read it.
      return new Response(document, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=3600", "access-control-allow-origin": "*" } });
    },
    { public: true },
  );
}
