import * as z from "zod/mini";
import { msg } from "./i18n/msg";

/** What the Save button posts: a church's id, and whether to save or remove it. */
export const shortlistSaveSchema = z.object({
  church: z.coerce.number(msg("shortlistChurch", "Choose a church to save.")).check(z.int(msg("shortlistChurch", "Choose a church to save.")), z.positive(msg("shortlistChurch", "Choose a church to save.")), z.lte(1e12, msg("shortlistChurch", "Choose a church to save."))),
  do: z._default(z.enum(["save", "remove"], msg("shortlistAction", "Say whether to save or remove the church.")), "save"),
});
export type ShortlistSave = z.infer<typeof shortlistSaveSchema>;
