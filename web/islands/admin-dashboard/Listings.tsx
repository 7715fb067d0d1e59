import { startTransition, useEffect, useRef, useState } from "react";
import type { AdminChurch } from "../../../src/contract/admin";
import { addressLines } from "../../../src/contract/churches";
import { ADMIN_PAGE_SIZE, UNCONFIRMED_FILTER_DAYS, UNCONFIRMED_YEAR_DAYS } from "../../../src/contract/admin-churches";
import { CHURCH_STATUSES, label } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import { AskOwnersAgain } from "./AskOwnersAgain";
import { ServicesAge } from "./ServicesAge";
import { apiList } from "../../lib/api";
import type { MapConfig } from "../../lib/leaflet";
import { downloadFile } from "../../lib/download";
import { showToast } from "../../state/toasts";
import * as css from "../../components/Dashboard.css";
import * as directory from "../../components/Directory.css";
import { button, buttonRow } from "../../components/ui.css";
import { EditChurchDialog } from "./EditChurchDialog";
import { longName } from "./Listings.css";
import { PageButtons } from "./PageButtons";
import { Skeletons } from "./Skeletons";

const STATUS_CLASS: Record<string, string> = { approved: css.statusApproved, pending: css.statusPending };
const editButtonId = (id: number) => `edit-church-${id}`;

/** The times filter's choices: any age, or not confirmed in 180 days or in a year (never confirmed included). */
const STALE_CHOICES = [
  ["", "Any time"],
  [String(UNCONFIRMED_FILTER_DAYS), `Not confirmed in ${UNCONFIRMED_FILTER_DAYS} days`],
  [String(UNCONFIRMED_YEAR_DAYS), "Not confirmed in a year"],
] as const;

/**
 * Manage Listings: every church coloured by status, searched and paged, an edit dialog, CSV export;
 * the shown churches can be chosen and their owners asked again about their times.
 */
export function Listings({ denominations, areas, map, today }: { denominations: string[]; areas: string[]; map: MapConfig; today: string }) {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [stale, setStale] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ items: AdminChurch[]; total: number; counts: Record<string, number> } | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<AdminChurch | null>(null);
  // The church whose Edit opened the dialog: it gets the keyboard back once the dialog is gone (docs/decisions/0076-admin-editors-in-place.md).
  const opener = useRef<number | null>(null);
  const [exporting, setExporting] = useState(false);
  // The chosen churches, of those shown: a new page or filter chooses afresh.
  const [chosen, setChosen] = useState<Map<number, AdminChurch>>(new Map());
  const [asked, setAsked] = useState("");

  useEffect(() => {
    if (editing || opener.current === null) return;
    document.getElementById(editButtonId(opener.current))?.focus();
    opener.current = null;
  }, [editing]);

  function load() {
    setFailed(false);
    const query = new URLSearchParams({ page: String(page), t: String(Date.now()) });
    if (search.trim()) query.set("search", search.trim());
    if (status) query.set("status", status);
    if (stale) query.set("stale", stale);
    apiList<AdminChurch>(`/api/admin/churches/all?${query}`)
      // A page of rows, drawn as a transition: in slices, not one long task on a phone.
      .then(({ items, total, headers }) =>
        startTransition(() => {
          setData({ items, total, counts: JSON.parse(headers.get("x-status-counts") ?? "{}") });
          setChosen(new Map());
        }),
      )
      .catch(() => setFailed(true));
  }
  useEffect(() => {
    const timer = setTimeout(load, 250);
    return () => clearTimeout(timer);
  }, [search, status, stale, page]);

  async function exportCsv() {
    setExporting(true);
    try {
      const name = await downloadFile("/api/admin/churches/export-csv");
      showToast({ title: "Export Successful", description: `${name} is downloading.` });
    } catch {
      showToast({ title: "Export Failed", description: "Could not export churches to CSV", variant: "destructive" });
    } finally {
      setExporting(false);
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : 1;
  const all = data ? Object.values(data.counts).reduce((a, n) => a + n, 0) : 0;
  const allShownChosen = !!data?.items.length && data.items.every((c) => chosen.has(c.id));
  const choose = (c: AdminChurch, on: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      if (on) next.set(c.id, c);
      else next.delete(c.id);
      return next;
    });
  return (
    <>
      <div className={css.toolbar}>
        <label className={directory.field}>
          Search
          <input className={directory.input} type="search" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} placeholder="Name, address or ZIP" />
        </label>
        <label className={directory.field}>
          Status
          <select className={directory.input} value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
            <option value="">All statuses</option>
            {CHURCH_STATUSES.map((s) => (
              <option key={s} value={s}>
                {label(s)}
              </option>
            ))}
          </select>
        </label>
        <label className={directory.field}>
          Service times
          <select className={directory.input} value={stale} onChange={(e) => (setStale(e.target.value), setPage(1))}>
            {STALE_CHOICES.map(([value, words]) => (
              <option key={value} value={value}>
                {words}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={button.outline} onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? "Exporting..." : "Export CSV"}
        </button>
      </div>
      {data ? (
        <p role="status">
          {all} churches: {data.counts.approved ?? 0} approved, {data.counts.pending ?? 0} pending, {data.counts.rejected ?? 0} rejected. Showing {data.total} matching.
        </p>
      ) : null}
      {asked ? <p role="status">{asked}</p> : null}
      {failed ? (
        <div role="alert">
          <h3>Error Loading Churches</h3>
          <button type="button" className={button.primary} onClick={load}>
            Retry
          </button>
        </div>
      ) : !data ? (
        <Skeletons rows={5} />
      ) : data.items.length === 0 ? (
        <p>No churches match these filters.</p>
      ) : (
        <>
          <div className={css.toolbar}>
            <label className={css.checkField}>
              <input
                type="checkbox"
                className={css.pickBox}
                checked={allShownChosen}
                ref={(box) => {
                  if (box) box.indeterminate = chosen.size > 0 && !allShownChosen;
                }}
                onChange={(e) => setChosen(e.target.checked ? new Map(data.items.map((c) => [c.id, c])) : new Map())}
              />
              Select all shown
            </label>
            <AskOwnersAgain
              chosen={[...chosen.values()]}
              onAsked={(answer) => {
                setAsked(answer);
                load();
              }}
            />
          </div>
          <ul className={css.list}>
            {data.items.map((c) => (
              <li key={c.id} className={`${css.item} ${STATUS_CLASS[c.status] ?? css.statusOther}`}>
                <span className={css.pick}>
                  <input type="checkbox" className={css.pickBox} checked={chosen.has(c.id)} onChange={(e) => choose(c, e.target.checked)} aria-label={`Choose ${c.name}`} />
                  <span className={longName}>
                    <strong>{c.name}</strong> <span className={css.status}>{label(c.status)}</span>
                    {c.featured ? <span className={css.status}>Featured</span> : null}
                    {c.locationApproximate ? <span className={css.status}>Pin approximate</span> : null}
                    <ServicesAge confirmedAt={c.servicesConfirmedAt} confirmedOn={c.servicesConfirmedOn} today={today} />
                    <br />
                    {addressLines(c.address, c.zip).join(", ")} · {c.denomination || "No denomination"} · {c.area || "No area"}
                    {c.owner ? ` · owner ${c.owner}` : " · unclaimed"}
                  </span>
                </span>
                <span className={buttonRow}>
                  {c.status === "approved" ? <a href={routes.church(c.slug)}>View</a> : null}
                  <button type="button" id={editButtonId(c.id)} className={button.outline} onClick={() => ((opener.current = c.id), setEditing(c))} aria-label={`Edit ${c.name}`}>
                    Edit
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {data ? <PageButtons label="Listing pages" page={page} pages={pages} onPage={setPage} /> : null}
      {editing ? (
        <EditChurchDialog
          church={editing}
          denominations={denominations}
          areas={areas}
          map={map}
          onClose={(saved) => {
            setEditing(null);
            if (saved) load();
          }}
        />
      ) : null}
    </>
  );
}
