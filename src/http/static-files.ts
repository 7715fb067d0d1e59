import { Elysia } from "elysia";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { AppContext } from "../app-context";
import { assetsDir } from "../render/assets";
import { SITE_CARD } from "../render/document";
import { projectRoot } from "../render/vanilla-extract/file-scope";
import { preferredCoding } from "./content-coding";
import { routes } from "./routes";

/** Only plain file names are served: no directories, no dot-dot. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** `name` is what the router decoded: null for a malformed escape such as `%zz` (which RegExp.test would read as "null"). */
function fileResponse(dir: string, name: string | null, request: Request, cacheControl: string): Response | undefined {
  if (typeof name !== "string" || !SAFE_NAME.test(name)) return undefined;
  const path = join(dir, name);
  const file = Bun.file(path);
  if (!existsSync(path)) return undefined;
  const headers: Record<string, string> = { "cache-control": cacheControl, "content-type": file.type, vary: "Accept-Encoding" };
  // The web build writes a .br and a .gz beside every text asset.
  const coding = preferredCoding(request.headers.get("accept-encoding"));
  const suffix = coding === "br" ? ".br" : coding === "gzip" ? ".gz" : null;
  if (coding && existsSync(`${path}${suffix}`)) {
    return new Response(Bun.file(`${path}${suffix}`), { headers: { ...headers, "content-encoding": coding } });
  }
  return new Response(file, { headers });
}

export function staticFiles(ctx: AppContext) {
  const publicDir = join(projectRoot, "public");
  return new Elysia({ name: "static-files" })
    .use(routes(ctx))
    .get(
      "/assets/:name",
      ({ params, request, set }) => {
        const res = fileResponse(assetsDir, params.name, request, IMMUTABLE);
        if (res) return res;
        set.status = 404;
        return "Not found";
      },
      { public: true },
    )
    .get(
      "/uploads/:name",
      ({ params, request, set }) => {
        const res = fileResponse(ctx.env.UPLOADS_DIR, params.name, request, IMMUTABLE);
        if (res) return res;
        set.status = 404;
        return "Not found";
      },
      { public: true },
    )
    .get("/favicon.svg", ({ request }) => fileResponse(publicDir, "favicon.svg", request, "public, max-age=86400"), { public: true })
    // The picture a page without one of its own is shared with (og:image, src/render/document.ts).
    .get(SITE_CARD.path, ({ request }) => fileResponse(publicDir, SITE_CARD.path.slice(1), request, "public, max-age=86400"), { public: true })
    .get(
      "/favicon.ico",
      ({ set }) => {
        set.status = 301;
        set.headers.location = "/favicon.svg";
      },
      { public: true },
    );
}
