import type { AdminChurch } from "../../../src/contract/admin";
import { SERVICE_LIST_SEPARATOR } from "../../../src/contract/service-times/format";

/**
 * Rows a page: a row is eight fields, and fifty of them kept a phone busy for about half a second
 * after the tab showed (docs/decisions/0040-first-paint.md, '3 December').
 */
export const BULK_PAGE_SIZE = 20;
/** Rows drawn a task, so a page of them comes in short tasks rather than one long one (same decision). */
export const ROWS_PER_TASK = 2;

/** The columns of a church's first line, with their widths; its services take a line of their own. */
export const COLUMNS = [
  ["name", "Name", "11rem"],
  ["address", "Address", "12rem"],
  ["zip", "ZIP", "4.5rem"],
  ["phone", "Phone", "8rem"],
  ["website", "Website", "10rem"],
  ["denomination", "Denomination", "9rem"],
  ["area", "Area", "7.5rem"],
] as const;
export type Column = (typeof COLUMNS)[number][0] | "services";
const EDITABLE: Column[] = [...COLUMNS.map(([key]) => key), "services"];
/** A row as edited: the services in one cell, their display strings joined by ' | ' (docs/decisions/0020); the server reads the cell back with its parser. */
export type Row = { id: number } & Record<Column, string>;
/** The rows shown and each row as it was read, which tells an edited row. */
export type BulkTable = { rows: Row[]; original: Map<number, Row> };

export const rowOf = (c: AdminChurch): Row => ({
  id: c.id,
  name: c.name,
  address: c.address,
  zip: c.zip,
  phone: c.phone,
  website: c.website,
  denomination: c.denomination,
  area: c.area,
  services: c.services.join(SERVICE_LIST_SEPARATOR),
});

/** The services cell counts as any other: a row whose only edit is its services is saved too. */
export const isChanged = (table: BulkTable, row: Row) => EDITABLE.some((key) => row[key] !== table.original.get(row.id)?.[key]);

/**
 * The table once a list is read (a search typed, or after a save): rows being edited stay as
 * edited, in their place in the new list, or first when the new search no longer finds them, so a
 * search typed while editing loses no edit; every other row is as read.
 */
export function withEditsKept(table: BulkTable | null, read: Row[]): BulkTable {
  const edited = new Map(table ? table.rows.filter((row) => isChanged(table, row)).map((row) => [row.id, row]) : []);
  const readIds = new Set(read.map((row) => row.id));
  const rows = [...[...edited.values()].filter((row) => !readIds.has(row.id)), ...read.map((row) => edited.get(row.id) ?? row)];
  const original = new Map(read.map((row) => [row.id, row]));
  // An edited row keeps the version it was edited from: its mark, and what a save compares, stay.
  for (const id of edited.keys()) original.set(id, table!.original.get(id)!);
  return { rows, original };
}
