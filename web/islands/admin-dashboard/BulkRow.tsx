import { memo } from "react";
import * as css from "../../components/Dashboard.css";
import { COLUMNS, type Column, type Row } from "./bulk-rows";

interface BulkRowProps {
  row: Row;
  /** The church's name as read, which labels its fields while the name is being edited. */
  name: string | undefined;
  changed: boolean;
  /** Whether the row has the keyboard: only then do its selects hold every option. */
  open: boolean;
  denominations: string[];
  areas: string[];
  onEdit: (id: number, key: Column, value: string) => void;
  onOpen: (id: number) => void;
}

/**
 * One church of the Bulk Update table: its fields on a first line, its services on a second.
 * Memoised, so drawing more rows, or typing in one, draws only the rows that changed.
 */
export const BulkRow = memo(function BulkRow({ row, name, changed, open, denominations, areas, onEdit, onOpen }: BulkRowProps) {
  return (
    <tbody className={changed ? `${css.bulkChurch} ${css.changed}` : css.bulkChurch} onFocus={() => onOpen(row.id)}>
      <tr data-changed={changed || undefined}>
        {COLUMNS.map(([key, text]) => (
          <td key={key} className={css.bulkCell}>
            {key === "denomination" || key === "area" ? (
              <select className={css.bulkInput} aria-label={`${text} of ${name}`} value={row[key]} onChange={(e) => onEdit(row.id, key, e.target.value)}>
                <option value="">—</option>
                {/* Until its row takes the keyboard (a click focuses it first), a select holds only its chosen
                    option: twenty rows of every option were a third of the tab's work on a phone. */}
                {(key === "area" ? areas : denominations)
                  .filter((o) => open || o === row[key])
                  .map((o) => (
                    <option key={o}>{o}</option>
                  ))}
              </select>
            ) : (
              <input className={css.bulkInput} aria-label={`${text} of ${name}`} value={row[key]} onChange={(e) => onEdit(row.id, key, e.target.value)} />
            )}
          </td>
        ))}
      </tr>
      <tr>
        <td className={css.bulkCell} colSpan={COLUMNS.length}>
          <label className={css.bulkServicesLine}>
            <span className={css.bulkServicesLabel}>Services</span>
            <input className={css.bulkInput} aria-label={`Services of ${name}`} value={row.services} onChange={(e) => onEdit(row.id, "services", e.target.value)} />
            {changed ? <strong className={css.status}>Changed</strong> : null}
          </label>
        </td>
      </tr>
    </tbody>
  );
});
