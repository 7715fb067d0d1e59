import { ACCESS_FACTS, FAMILY_FACTS, type FactKey, type PracticalFacts } from "../../contract/visit-facts";
import { type Dress, type Parking } from "../../contract/visit-fact-details";
import type { Db } from "../client";
import { insertVisitFacts, type SeedVisitFacts } from "./visit-fact-rows";

/**
 * The demo churches' visit facts (docs/visit-facts.md, Demo data), varied by the church's index
 * (never by chance) so every seed is the same: most churches have a step-free entrance and a
 * nursery, fewer a hearing loop or large print, a few a sensory-friendly service; one church in
 * eight has said nothing yet, so 'Not provided yet' shows too.
 */

/** How often a fact is yes, as one church in n (1: nearly all); the rest say no or nothing. */
const ONE_IN: Record<FactKey, number> = {
  "step-free": 1,
  "accessible-parking": 1,
  "accessible-restroom": 2,
  "wheelchair-seating": 2,
  "hearing-loop": 4,
  asl: 9,
  "large-print": 5,
  "sensory-friendly": 11,
  nursery: 1,
  children: 2,
  youth: 2,
};

/** What a newcomer is told; the second names the service's length, so it is written from it. */
const FIRST_VISITS: ((minutes: number) => string)[] = [
  () => "Park in the lot behind the building; greeters at the main doors will show you where to sit. Coffee after the service in the hall.",
  (minutes) => `Come as you are. The service lasts ${minutes === 60 ? "about an hour" : `about ${minutes} minutes`}, with music first and a short message. Children are welcome to stay or go to Sunday school.`,
  () => "Our ushers hand out a bulletin with the readings and songs. Stay after for tacos in the courtyard on the first Sunday of the month.",
  () => "Enter from the side door on the ramp. Families with little ones often sit near the back, where there is room to move.",
];
const PARKING: Parking[] = ["on-site", "on-site", "street", "garage"];
const DRESS: Dress[] = ["casual", "mixed", "mixed", "formal"];

/**
 * One church's facts by its index in the demo, agreeing with what its description and first-visit
 * text say (a nursery, parking behind the building, jeans, Sunday school, the service's length).
 */
export function demoVisitFacts(index: number, description = ""): SeedVisitFacts {
  if (index % 8 === 7) return {};
  const said: Partial<Record<FactKey, boolean>> = {};
  for (const [n, key] of [...ACCESS_FACTS, ...FAMILY_FACTS].entries()) {
    const every = ONE_IN[key];
    // Spread the yeses apart (the key's place shifts the pattern); some churches just say no, others nothing.
    if ((index + n * 3) % every === 0 && !(every === 1 && (index + n) % 10 === 9)) said[key] = true;
    else if ((index + n) % 3 === 0) said[key] = false;
  }
  const serviceMinutes = [60, 75, 90, 60, 45][index % 5]!;
  const firstVisit = index % 4 === 3 ? "" : FIRST_VISITS[index % FIRST_VISITS.length]!(serviceMinutes);
  const told = `${description} ${firstVisit}`;
  if (/nursery/i.test(told)) said.nursery = true;
  if (/Sunday school/i.test(told)) said.children = true;
  const practical: PracticalFacts = {
    parking: /(Parking is|Park in the lot) behind the building/.test(told) ? "on-site" : PARKING[index % PARKING.length]!,
    livestream: index % 3 === 0 ? `https://www.youtube.com/@demo-church-${index}/live` : null,
    serviceMinutes,
    dress: /jeans/.test(told) ? "casual" : DRESS[index % DRESS.length]!,
    firstVisit,
  };
  return { said, practical };
}

/** Gives every demo church its facts; call it inside the seed's transaction. */
export function seedDemoVisitFacts(db: Db, churches: readonly { id: number; description: string }[]): void {
  churches.forEach(({ id, description }, index) => insertVisitFacts(db, id, demoVisitFacts(index, description)));
}
