/** The keys of the validation catalogue (src/contract/i18n/messages/en/validation.json): read as a type only, nothing is bundled. */
export type MessageKey = keyof typeof import("./messages/en/validation.json");

/**
 * A message the site shows, by its key in the validation catalogue and its English words
 * (docs/i18n.md, The API). At run time it is the English text; the key ties it to the catalogue:
 * a key that is not there fails the type check, and `validation-text.test.ts` fails when the
 * words differ from the catalogue's English, so rewording one without the other (and without its
 * Spanish) cannot go unnoticed. `translateMessage` turns the English into the reader's language.
 */
export const msg = (_key: MessageKey, english: string): string => english;
