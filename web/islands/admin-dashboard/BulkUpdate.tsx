import { startTransition, useCallback, useEffect, useState } from "react";
import type { AdminChurch } from "../../../src/contract/admin";
import { api, ApiError, apiList } from "../../lib/api";
import { showToast } from "../../state/toasts";
import { useFocusAfterDraw } from "../../lib/use-focus-after-draw";
import { useDrawnGradually } from "../../lib/use-drawn-gradually";
import * as css from "../../components/Dashboard.css";
import * as directory from "../../components/Directory.css";
import { button, buttonRow } from "../../components/ui.css";
import { Skeletons } from "./Skeletons";
import { BULK_PAGE_SIZE, COLUMNS, ROWS_PER_TASK, isChanged, rowOf, withEditsKept, type BulkTable, type Column, type Row } from "./bulk-rows";
import * as bulk from "./BulkUpdate.css";
import { BulkRow } from "./BulkRow";
import { PageButtons } from "./PageButtons";
import { useScrollEdges } from "./scroll-edges";

/**
 * Bulk Update: edit rows in place, a page of them at a time; changed rows are marked, and stay
 * shown on every page, until a save (one transaction) succeeds.
 */
export function BulkUpdate({ denominations, areas }: { denominations: string[]; areas: string[] }) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [table, setTable] = useState<BulkTable | null>(null);
  const rows = table?.rows;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const scroller = useScrollEdges();
  // A page turned with the buttons under the table takes the keyboard, and the view, to the new rows.
  const focusAfterDraw = useFocusAfterDraw(table);
  const sideways = scroller.edges.left || scroller.edges.right;
  // The row that has the keyboard: only its selects hold every option (BulkRow).
  const [openRow, setOpenRow] = useState<number | null>(null);
  // A row is nine fields: a few rows a task, not a page of them in one.
  const drawn = useDrawnGradually(rows?.length ?? 0, ROWS_PER_TASK, rows?.map((row) => row.id).join() ?? "");

  function load() {
    const query = new URLSearchParams({ page: String(page), limit: String(BULK_PAGE_SIZE), t: String(Date.now()) });
    if (search.trim()) query.set("search", search.trim());
    apiList<AdminChurch>(`/api/admin/churches/all?${query}`).then(
      // A page of rows of fields: drawn as a transition, in slices, not in one long task on a phone.
      ({ items, total }) =>
        startTransition(() => {
          setTable((current) => withEditsKept(current, items.map(rowOf)));
          setPages(Math.max(1, Math.ceil(total / BULK_PAGE_SIZE)));
        }),
      () => setFailed(true),
    );
  }
  useEffect(() => {
    const timer = setTimeout(load, 250);
    return () => clearTimeout(timer);
  }, [search, page]);

  // Stable, so the memoised rows that did not change are not drawn again.
  const edit = useCallback((id: number, key: Column, value: string) => setTable((t) => t && { ...t, rows: t.rows.map((r) => (r.id === id ? { ...r, [key]: value } : r)) }), []);
  const changedIn = (row: Row) => isChanged(table!, row);

  async function save() {
    // Each changed row with its place in the table, which a refusal names ('Row 3, St. Ann: …').
    const changed = rows!.flatMap((row, i) => (changedIn(row) ? [{ row, number: i + 1 }] : []));
    if (changed.length === 0) {
      showToast({ title: "No Changes", description: "No churches have been modified" });
      return;
    }
    setBusy(true);
    try {
      const updates = changed.map(({ row: { id, ...data }, number }) => ({ id, row: number, data }));
      const { message } = await api<{ message: string }>("POST", "/api/admin/churches/bulk-update", { updates });
      showToast({ title: "Bulk Update Complete", description: message });
      // Saved rows become the new originals (their marks clear), then are read again: the services show as the server read them.
      setTable((t) => t && { ...t, original: new Map(t.rows.map((r) => [r.id, r])) });
      load();
    } catch (error) {
      showToast({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || "Failed to update churches", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  if (failed) return <p role="alert">The churches could not be loaded. Please refresh the page.</p>;
  return (
    <>
      <div className={css.toolbar}>
        <label className={directory.field}>
          Find rows
          <input
            className={directory.input}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder="Name, address or ZIP"
          />
        </label>
        <button type="button" className={button.primary} onClick={() => void save()} disabled={busy || !rows}>
          {busy ? "Saving..." : `Save Changes${rows ? ` (${rows.filter(changedIn).length})` : ""}`}
        </button>
      </div>
      {!rows ? (
        <Skeletons rows={5} />
      ) : (
        <>
          {sideways ? <p className={bulk.hint}>Scroll sideways to see every column.</p> : null}
          {/* A tab stop with a name, so the keyboard scrolls it too; shadows mark the edges with more behind them. */}
          <div className={bulk.edges} data-more-left={scroller.edges.left || undefined} data-more-right={scroller.edges.right || undefined}>
            <div
              id="bulk-rows"
              ref={scroller.ref}
              onScroll={scroller.onScroll} className={css.scroll} role="region" aria-label="Churches to edit in bulk" tabIndex={0}>
              <table className={css.bulkTable}>
                <caption className="visually-hidden">Churches to edit in bulk, each on two lines (its services on the second); changed rows are marked</caption>
                <colgroup>
                  {COLUMNS.map(([key, , width]) => (
                    <col key={key} style={{ width }} />
                  ))}
                </colgroup>
                <thead>
                  <tr>
                    {COLUMNS.map(([key, text]) => (
                      <th key={key} className={css.bulkCell} scope="col">
                        {text}
                      </th>
                    ))}
                  </tr>
                </thead>
                {rows.slice(0, drawn).map((row) => (
                  <BulkRow
                    key={row.id}
                    row={row}
                    name={table!.original.get(row.id)?.name}
                    changed={changedIn(row)}
                    open={openRow === row.id}
                    denominations={denominations}
                    areas={areas}
                    onEdit={edit}
                    onOpen={setOpenRow}
                  />
                ))}
              </table>
            </div>
          </div>
          <PageButtons
            label="Bulk Update pages"
            page={page}
            pages={pages}
            onPage={(next) => {
              focusAfterDraw("bulk-rows");
              setPage(next);
            }}
          />
        </>
      )}
      <p className={buttonRow}>Rows are saved together: if one is invalid, none is saved and the message names the row.</p>
    </>
  );
}
