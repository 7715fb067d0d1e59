import * as z from "zod/mini";
import { churchFormSchema, serviceFields } from "./church-form";
import { optionalParagraphs, optionalText as optional, optionalUrl, singleLine } from "./fields";
import { CLAIM_ROLES, FORMER_SUBMITTER_ROLES } from "./options";
import { visitFactFields } from "./visit-facts-schema";
import { msg } from "./i18n/msg";

/**
 * An update request (docs/product.md M5): who asks and why are required; every church field is
 * optional and blank means "no change". Blank service rows are dropped; services come as rows or
 * as strings (docs/service-times.md).
 */
export const updateRequestSchema = z.object({
  churchId: z.number(msg("chooseChurchToUpdate", "Choose the church to update")).check(z.int(msg("chooseChurchToUpdate", "Choose the church to update")), z.positive(msg("chooseChurchToUpdate", "Choose the church to update"))),
  submitterName: z.string(msg("nameRequired", "Your name is required")).check(singleLine(), z.trim(), z.minLength(1, msg("nameRequired", "Your name is required")), z.maxLength(100, "At most 100 characters")),
  submitterEmail: z.string(msg("validEmail", "Please enter a valid email address")).check(z.trim(), z.maxLength(254, msg("validEmail", "Please enter a valid email address")), z.email(msg("validEmail", "Please enter a valid email address"))),
  // The claim form's roles; the form's former words still read (docs/decisions/0065-one-role-list.md).
  submitterRole: z.pipe(
    z.string(msg("specifyRole", "Please specify your role")).check(z.overwrite((v: string) => FORMER_SUBMITTER_ROLES[v.trim().toLowerCase()] ?? v.trim().toLowerCase())),
    z.enum(CLAIM_ROLES, msg("specifyRole", "Please specify your role")),
  ),
  updateReason: z.string(msg("explainUpdate", "Please explain why this update is needed (at least 10 characters)")).check(
    z.trim(),
    z.minLength(10, msg("explainUpdate", "Please explain why this update is needed (at least 10 characters)")),
    z.maxLength(2000, "At most 2000 characters"),
  ),
  name: optional(200),
  denomination: optional(100),
  description: optionalParagraphs(5000),
  // The owner form's field: the same limit and cleaning (docs/i18n.md, Content in another language).
  descriptionEs: churchFormSchema.shape.descriptionEs,
  address: optional(300),
  zip: optional(10),
  area: optional(100),
  phone: optional(40),
  website: optionalUrl(msg("websiteUrl", "Please enter a valid website URL")),
  youtubeChannel: optionalUrl(msg("youtubeUrl", "Please enter a valid YouTube URL"), "youtube"),
  ...serviceFields,
  ...visitFactFields,
});
export type UpdateRequestInput = z.infer<typeof updateRequestSchema>;
