import { ACCESS_FACTS, FAMILY_FACTS, type FactKey, type VisitFacts } from "../../contract/visit-facts";
import { emptyVisitFacts } from "../../contract/visit-fact-details";
import type { ServiceRow } from "../../contract/service-times/options";
import type { Db } from "../../db/client";
import { firstVisitProblem, sendsVisitFacts, visitFactsOfBody, type VisitFactsInput } from "../../contract/visit-facts-schema";
import { HttpError } from "../../http/errors";
import { replaceVisitFacts, selectChurchFacts, selectVisitInfo } from "./page-rows-queries";

/** A church's visit facts as stored and as every answer shows them (docs/visit-facts.md). */

/** The facts each church said, every key present ('not said' is null): two queries whatever the number of churches. */
export function storedVisitFacts(db: Db, ids: number[]): Map<number, VisitFacts> {
  const said = selectChurchFacts(db, ids);
  const info = selectVisitInfo(db, ids);
  return new Map(
    ids.map((id) => {
      const facts = emptyVisitFacts();
      for (const [key, value] of said.get(id) ?? []) {
        if ((ACCESS_FACTS as readonly string[]).includes(key)) facts.access[key as (typeof ACCESS_FACTS)[number]] = value;
        else facts.family[key as (typeof FAMILY_FACTS)[number]] = value;
      }
      return [id, { ...facts, practical: info.get(id) ?? facts.practical }];
    }),
  );
}

/**
 * The facts as visitors read them: ASL is yes whenever a weekly service is interpreted, whatever
 * the church said, since the services say at which (docs/decisions/0037-visit-facts.md); and a
 * church that gave no livestream address streams where its services say they stream
 * (docs/service-times.md, Attendance).
 */
export function shownVisitFacts(stored: VisitFacts, weekly: readonly ServiceRow[]): VisitFacts {
  const interpreted = weekly.some((s) => s.asl && !s.needsReview);
  const stream = stored.practical.livestream ?? weekly.find((s) => s.streamUrl && !s.needsReview)?.streamUrl ?? null;
  return {
    ...stored,
    ...(interpreted ? { access: { ...stored.access, asl: true } } : {}),
    ...(stream !== stored.practical.livestream ? { practical: { ...stored.practical, livestream: stream } } : {}),
  };
}

/** The access and family facts said yes, as one set of keys. */
export function factsSaidYes(facts: VisitFacts): Set<FactKey> {
  return new Set([...Object.entries(facts.access), ...Object.entries(facts.family)].flatMap(([key, value]) => (value === true ? [key as FactKey] : [])));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves a church's facts when they differ from the stored ones (a save that changes nothing writes
 * nothing: decision 0015). Call it inside the caller's transaction. Answers the change as the
 * audit log records it.
 */
export function setChurchVisitFacts(db: Db, churchId: number, facts: VisitFacts | undefined): Record<string, [unknown, unknown]> {
  if (facts === undefined) return {};
  const stored = storedVisitFacts(db, [churchId]).get(churchId)!;
  if (same(stored, facts)) return {};
  const said = [...Object.entries(facts.access), ...Object.entries(facts.family)].filter((e): e is [FactKey, boolean] => e[1] !== null);
  const p = facts.practical;
  const anyPractical = p.parking !== null || p.livestream !== null || p.serviceMinutes !== null || p.dress !== null || p.firstVisit !== "";
  replaceVisitFacts(db, churchId, said, anyPractical ? p : null);
  return { visitFacts: [stored, facts] };
}

/**
 * The facts a checked body asks to save for the church (undefined when it sends none: they stay),
 * the first-visit text held to the listing's limit (docs/visit-facts.md, Forms).
 */
export function visitFactsToSave(db: Db, churchId: number | null, input: VisitFactsInput, premium: boolean): VisitFacts | undefined {
  const problem = firstVisitProblem(input, premium);
  if (problem) throw new HttpError(422, Object.values(problem)[0]!, { fields: problem });
  if (!sendsVisitFacts(input)) return undefined;
  return visitFactsOfBody(input, churchId === null ? emptyVisitFacts() : storedVisitFacts(db, [churchId]).get(churchId)!);
}
