import * as z from "zod/mini";

/** PUT /api/church-images (docs/product.md M7): the URL the browser uploaded to, and the church. */
export const churchImageSchema = z.object({
  imageURL: z.string("Upload the image again").check(z.minLength(1, "Upload the image again"), z.maxLength(2000, "Upload the image again")),
  churchId: z.optional(z.number("Choose your church").check(z.int(), z.positive())),
});
