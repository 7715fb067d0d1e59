import { useCallback, useEffect, useState } from "react";
import { INVITATION_PAGE_SIZE, type InvitationsAnswer } from "../../../src/contract/invitations";
import * as css from "../../components/Dashboard.css";
import * as field from "../../components/Directory.css";
import { button } from "../../components/ui.css";
import { api } from "../../lib/api";
import { InvitationRow } from "./InvitationRow";
import { PageButtons } from "./PageButtons";
import { Skeletons } from "./Skeletons";

/**
 * Claim invitations (docs/city-data.md, Reaching the churches): what the invitations did, today's
 * allowance, and every unclaimed approved church, those with an address first, each with Send.
 */
export function Invitations() {
  const [search, setSearch] = useState("");
  const [asked, setAsked] = useState({ search: "", page: 1 });
  const [answer, setAnswer] = useState<InvitationsAnswer | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    const query = new URLSearchParams({ page: String(asked.page), ...(asked.search ? { search: asked.search } : {}) });
    api<InvitationsAnswer>("GET", `/api/admin/invitations?${query}`).then(setAnswer, () => setFailed(true));
  }, [asked]);
  useEffect(load, [load]);

  const spent = answer !== null && answer.sentToday >= answer.perDay;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / INVITATION_PAGE_SIZE)) : 1;
  return (
    <>
      <h2>Claim Invitations</h2>
      <p>Invite unclaimed churches to claim their listing and keep their times right. Each address gets at most one invitation in 90 days, and never again once it opts out.</p>
      {answer ? (
        <>
          <table className={css.table} aria-label="What the invitations did">
            <thead>
              <tr>
                <th className={css.cell}>Sent</th>
                <th className={css.cell}>Opened the link</th>
                <th className={css.cell}>Claimed</th>
                <th className={css.cell}>Opted out</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td className={css.cell}>{answer.counts.sent}</td>
                <td className={css.cell}>{answer.counts.opened}</td>
                <td className={css.cell}>{answer.counts.claimed}</td>
                <td className={css.cell}>{answer.counts.optedOut}</td>
              </tr>
            </tbody>
          </table>
          <p role="status">
            Today: {answer.sentToday} of {answer.perDay} invitations sent{spent ? ". The day's invitations are sent: send more tomorrow." : "."}
          </p>
        </>
      ) : null}
      <form
        className={css.toolbar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked({ search: search.trim(), page: 1 });
        }}
      >
        <label className={field.field}>
          Church name
          <input className={field.input} type="search" maxLength={100} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit" className={button.outline}>
          Search
        </button>
      </form>
      {failed ? <p role="alert">The invitations could not be loaded. Please refresh the page.</p> : null}
      {!answer && !failed ? <Skeletons /> : null}
      {answer && answer.items.length === 0 ? <p>{asked.search ? "No unclaimed church matches that name." : "Every approved church is claimed: nobody to invite."}</p> : null}
      {answer && answer.items.length > 0 ? (
        <>
          <p>{answer.total === 1 ? "1 unclaimed church" : `${answer.total} unclaimed churches`}</p>
          <ul className={css.list} aria-label="Unclaimed churches">
            {answer.items.map((row) => (
              <InvitationRow key={row.churchId} row={row} spent={spent} onSent={load} />
            ))}
          </ul>
        </>
      ) : null}
      <PageButtons label="Invitation pages" page={asked.page} pages={pages} onPage={(page) => setAsked({ ...asked, page })} />
    </>
  );
}
