import * as z from "zod/mini";
import { msg } from "./i18n/msg";

/** PUT /api/church-images (docs/product.md M7): the URL the browser uploaded to, and the church. */
export const churchImageSchema = z.object({
  imageURL: z.string(msg("uploadAgain", "Upload the image again")).check(z.minLength(1, msg("uploadAgain", "Upload the image again")), z.maxLength(2000, msg("uploadAgain", "Upload the image again"))),
  churchId: z.optional(z.number(msg("chooseYourChurch", "Choose your church")).check(z.int(), z.positive())),
});
