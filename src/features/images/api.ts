import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { churchImageSchema } from "../../contract/image-requests";
import { messages } from "../../contract/messages";
import { HttpError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { bodyOf } from "../../http/validate";
import { grantUpload, normaliseChurchImage, receiveUpload } from "./service";

/** Image uploads (docs/product.md M7): ask for a URL, PUT the file there, attach it. */
export function imagesApi(ctx: AppContext) {
  // Thirty images in ten minutes is a busy afternoon of editing, not a flood.
  const grants = new RateLimiter(30, 10 * 60_000);
  return new Elysia({ name: "images-api" })
    .use(routes(ctx))
    .post(
      "/api/objects/upload",
      ({ user }) => {
        if (grants.hit(`user:${user.id}`)) throw new HttpError(429, messages.tooManyRequests);
        return grantUpload(ctx, user);
      },
      { auth: "owner" },
    )
    // The body is an image, read as a stream with a size limit: Elysia must not parse it.
    .put("/api/uploads/:token", ({ params, request }) => receiveUpload(ctx, params.token, request), { signedBy: "upload-url", parse: "none" })
    .put("/api/church-images", ({ body, user }) => normaliseChurchImage(ctx.db, user, body.imageURL, body.churchId), { auth: "owner", body: bodyOf(churchImageSchema) });
}
