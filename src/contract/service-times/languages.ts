import { SERVICE_LANGUAGES, isWeeklyService, type ServiceLanguage, type ServiceRow } from "./options";

/**
 * A church's languages, the directory's language filter, follow from its weekly services
 * (docs/service-times.md): the languages of the services that were read. A church none of whose
 * services could be read keeps the languages it had, English when it had none; a church without
 * services has none.
 */
export function languagesOfServices(rows: readonly ServiceRow[], current: readonly ServiceLanguage[]): ServiceLanguage[] {
  if (rows.length === 0) return [];
  const read = SERVICE_LANGUAGES.filter((language) => rows.some((row) => isWeeklyService(row) && row.language === language));
  if (read.length) return read;
  return current.length ? SERVICE_LANGUAGES.filter((language) => current.includes(language)) : ["english"];
}
