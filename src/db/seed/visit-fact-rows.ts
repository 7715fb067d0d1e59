import type { FactKey, PracticalFacts } from "../../contract/visit-facts";
import type { Db } from "../client";
import { churchFacts, churchVisitInfo } from "../schema";

/** Facts for a seeded church (demo data and tests' factories): only what it said. */
export interface SeedVisitFacts {
  said?: Partial<Record<FactKey, boolean>>;
  practical?: Partial<PracticalFacts>;
}

export function insertVisitFacts(db: Db, churchId: number, { said = {}, practical }: SeedVisitFacts): void {
  const rows = Object.entries(said).map(([fact, value]) => ({ churchId, fact: fact as FactKey, value: value! }));
  if (rows.length) db.insert(churchFacts).values(rows).run();
  if (practical) db.insert(churchVisitInfo).values({ churchId, ...practical }).run();
}
