import type { ServiceLanguage } from "../../contract/options";
import { formatSpecialService, type SpecialService } from "../../contract/service-times/occasions";
import { SERVICE_LIST_SEPARATOR } from "../../contract/service-times/format";
import { ACCESS_FACTS, FAMILY_FACTS, type PracticalFacts, type VisitFacts } from "../../contract/visit-facts";
import { PRACTICAL_FIELDS, type PracticalField } from "../../contract/visit-fact-details";

/**
 * The cells a church's public fields take in a CSV file, shared by the admin's export and the open
 * data (docs/open-data.md, CSV): one column per visit fact, lists joined by ' | '.
 */

/**
 * Visit facts travel one column each, named as the API keys them ('access.step-free': yes, no or
 * blank), then the practical fields a file carries (the open data leaves out 'What to expect').
 */
export const factColumns = (practical: readonly PracticalField[] = PRACTICAL_FIELDS) => [...ACCESS_FACTS.map((k) => `access.${k}`), ...FAMILY_FACTS.map((k) => `family.${k}`), ...practical.map((k) => `practical.${k}`)];
export const FACT_COLUMNS = factColumns();

const yesNo = (v: boolean | null) => (v === null ? "" : v ? "yes" : "no");

export function factCells(facts: Pick<VisitFacts, "access" | "family"> & { practical: Partial<PracticalFacts> }, practical: readonly PracticalField[] = PRACTICAL_FIELDS): (string | number)[] {
  return [...ACCESS_FACTS.map((k) => yesNo(facts.access[k])), ...FAMILY_FACTS.map((k) => yesNo(facts.family[k])), ...practical.map((k) => facts.practical[k] ?? "")];
}

/** The languages' keys ('english | spanish'), as the API and the filters name them. */
export const languagesCell = (languages: readonly ServiceLanguage[]) => languages.join(SERVICE_LIST_SEPARATOR);

/** Special services from today on, each in one line ('Christmas Eve, December 24 11:00 PM · Spanish'). */
export const specialServicesCell = (special: readonly SpecialService[]) => special.map(formatSpecialService).join(SERVICE_LIST_SEPARATOR);
