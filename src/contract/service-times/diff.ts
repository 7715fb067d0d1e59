/** One service in the review of an update request: in both lists, only in the proposal, or only in the church's. */
export interface ServiceRowChange {
  text: string;
  change: "unchanged" | "added" | "removed";
}

/**
 * Current against proposed services, as display strings (docs/service-times.md): the proposal's
 * rows in its order, each unchanged or added, then the current rows it leaves out (removed). A
 * service listed twice counts twice.
 */
export function serviceRowChanges(current: readonly string[], proposed: readonly string[]): ServiceRowChange[] {
  const left = [...current];
  const changes: ServiceRowChange[] = proposed.map((text) => {
    const at = left.indexOf(text);
    if (at === -1) return { text, change: "added" };
    left.splice(at, 1);
    return { text, change: "unchanged" };
  });
  return [...changes, ...left.map((text) => ({ text, change: "removed" as const }))];
}
