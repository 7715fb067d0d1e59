import { churchFormMessages } from "../../contract/church-form";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { areaIdOf, denominationIdOf } from "../churches/service";

/** Canonical ids for the names, or a 422 naming the field, in the form's words. */
export function taxonomyIds(db: Db, denomination: string, area: string) {
  const denominationId = denominationIdOf(db, denomination);
  if (denominationId === undefined) throw new HttpError(422, churchFormMessages.unknownDenomination, { fields: { denomination: churchFormMessages.unknownDenomination } });
  const areaId = areaIdOf(db, area);
  if (areaId === undefined) throw new HttpError(422, churchFormMessages.unknownArea, { fields: { area: churchFormMessages.unknownArea } });
  return { denominationId, areaId };
}
