import type { ServiceRow } from "../../contract/service-times/options";
import type { UpdateRequestInput } from "../../contract/update-requests";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { approvedChurchExists, findChurch, churchById, servicesOfBody, servicesUnchanged, storedVisitFacts, visitFactsToSave } from "../churches/service";
import { insertUpdateRequest, updateRequestStatus } from "./queries";
import { msg } from "../../contract/i18n/msg";

const blankToNull = (value: string | undefined) => (value ? value : null);

/**
 * Stores a representative's proposed changes for an admin to review (blank fields: no change);
 * services as weekly rows, strings read by the parser. The form starts from the church's services,
 * so services sent back as they are propose no change; special services sent as none propose
 * removing them.
 */
export function submitUpdateRequest(db: Db, input: UpdateRequestInput, submittedBy: number | null): number {
  if (!approvedChurchExists(db, input.churchId)) throw notFound(msg("churchNotFound", "Church not found"));
  const serviceRows = servicesOfBody(input);
  const unchanged = servicesUnchanged(db, input.churchId, serviceRows, input.specialServices);
  // The form starts from the church's facts as visitors see them: sent back as they are, they propose no change.
  const facts = visitFactsToSave(db, input.churchId, input, churchById(db, input.churchId)!.isPremium);
  const shown = findChurch(db, String(input.churchId))!;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const unchangedFacts = !facts || same(facts, storedVisitFacts(db, [input.churchId]).get(input.churchId)) || same(facts, { access: shown.access, family: shown.family, practical: shown.practical });
  return insertUpdateRequest(db, {
    churchId: input.churchId,
    submitterName: input.submitterName,
    submitterEmail: input.submitterEmail.toLowerCase(),
    submitterRole: input.submitterRole,
    updateReason: input.updateReason,
    submittedBy,
    name: blankToNull(input.name),
    denomination: blankToNull(input.denomination),
    description: blankToNull(input.description),
    descriptionEs: blankToNull(input.descriptionEs),
    address: blankToNull(input.address),
    zip: blankToNull(input.zip),
    area: blankToNull(input.area),
    phone: blankToNull(input.phone),
    website: blankToNull(input.website),
    youtubeChannel: blankToNull(input.youtubeChannel),
    serviceRows: serviceRows?.length && !unchanged.weekly ? serviceRows : null,
    specialServices: input.specialServices && !unchanged.special ? input.specialServices : null,
    visitFacts: unchangedFacts ? null : facts,
  });
}

/** An admin's decision on an update request, kept with who made it (the church itself is changed by admin reviews). */
export function storeUpdateDecision(db: Db, id: number, status: "approved" | "rejected", adminId: number): void {
  updateRequestStatus(db, id, status, adminId);
}

/** What a re-import found changed on OpenStreetMap for a claimed church, proposed for the admin to review (docs/city-data.md, Re-importing). */
export interface ImportedProposal {
  name?: string;
  address?: string;
  zip?: string;
  phone?: string | null;
  website?: string | null;
  denomination?: string | null;
  serviceRows?: ServiceRow[];
  stepFree?: boolean | null;
}

/**
 * Files an import's proposal as an update request from 'OpenStreetMap import' (no submitter
 * address): the admin accepts or rejects it as any other, and the owner's own fields stay as
 * they are until then. Call it inside the import's transaction.
 */
export function fileImportedUpdateRequest(db: Db, churchId: number, proposal: ImportedProposal, reason: string): number {
  const stored = storedVisitFacts(db, [churchId]).get(churchId)!;
  return insertUpdateRequest(db, {
    churchId,
    submitterName: "OpenStreetMap import",
    submitterEmail: "",
    submitterRole: "other",
    updateReason: reason,
    submittedBy: null,
    name: proposal.name ?? null,
    denomination: proposal.denomination ?? null,
    address: proposal.address ?? null,
    zip: proposal.zip ?? null,
    phone: proposal.phone ?? null,
    website: proposal.website ?? null,
    serviceRows: proposal.serviceRows ?? null,
    visitFacts: proposal.stepFree === undefined ? null : { ...stored, access: { ...stored.access, "step-free": proposal.stepFree } },
  });
}
