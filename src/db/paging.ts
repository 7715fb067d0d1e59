/** Every row of a keyed read, fetched in pages (`read(afterId)` answers the next page, oldest first). */
export function readAllInPages<T extends { id: number }>(read: (afterId: number) => T[]): T[] {
  const rows: T[] = [];
  for (let page = read(0); page.length; page = read(page.at(-1)!.id)) rows.push(...page);
  return rows;
}
