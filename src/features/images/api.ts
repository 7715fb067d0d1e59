import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { churchImageSchema } from "../../contract/image-requests";
import { messages } from "../../contract/messages";
import { requireUser } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { sessionPlugin } from "../../http/session";
import { parseOr422 } from "../../http/validate";
import { grantUpload, normaliseChurchImage, receiveUpload } from "./service";

/** Image uploads (management spec 7): ask for a URL, PUT the file there, attach it. */
export function imagesApi(ctx: AppContext) {
  // Thirty images in ten minutes is a busy afternoon of editing, not a flood.
  const grants = new RateLimiter(30, 10 * 60_000);
  return new Elysia({ name: "images-api" })
    .use(sessionPlugin(ctx))
    .onBeforeHandle(({ set }) => {
      set.headers["cache-control"] = "no-store";
    })
    .post("/api/objects/upload", ({ user }) => {
      const owner = requireUser(user);
      if (grants.hit(`user:${owner.id}`)) throw new HttpError(429, messages.tooManyRequests);
      return grantUpload(ctx, owner);
    })
    // The body is an image, read as a stream with a size limit: Elysia must not parse it.
    .put("/api/uploads/:token", ({ params, request }) => receiveUpload(ctx, params.token, request), { parse: "none" })
    .put("/api/church-images", ({ body, user }) => {
      const owner = requireUser(user);
      const input = parseOr422(churchImageSchema, body);
      return normaliseChurchImage(ctx.db, owner, input.imageURL, input.churchId);
    });
}
