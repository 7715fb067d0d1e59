import * as z from "zod/mini";
import { option } from "./fields";
import { languages } from "./i18n/lang";
import { msg } from "./i18n/msg";

/** 'E-mail language' in the account settings (docs/i18n.md): the language of the owner's e-mails. */
export const emailLanguageSchema = z.object({ language: option(languages, msg("chooseEmailLanguage", "Choose English or Español")) });
export type EmailLanguageInput = z.infer<typeof emailLanguageSchema>;
