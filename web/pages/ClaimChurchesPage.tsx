import type { UnclaimedChurch } from "../../src/contract/church-form";
import { routes } from "../../src/contract/routes";
import { ClaimRow } from "../components/ClaimRow";
import { PageHeader } from "../components/PageHeader";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button, container, section } from "../components/ui.css";

/**
 * /claim-church?search=…: the unclaimed churches as links to their claim forms, a plain GET
 * search that needs no JavaScript (the 'Claim Existing Church' tab does the same as you type).
 */
export function ClaimChurchesPage({ search, churches, total }: { search: string; churches: UnclaimedChurch[]; total: number }) {
  return (
    <>
      <PageHeader title="Claim Existing Church" lead="Find your church, then tell us how you are connected to it." />
      <div className={`${container} ${section}`}>
        <form method="get" action={routes.claimChurches} role="search" className={form.fields} aria-label="Find a church to claim">
          <div className={css.field}>
            <label htmlFor="claim-search">Search by church name, address or area</label>
            <input id="claim-search" name="search" className={css.input} type="search" defaultValue={search} maxLength={100} />
          </div>
          <div className={form.actions}>
            <button type="submit" className={button.primary}>
              Search
            </button>
          </div>
        </form>
        <p role="status" className={form.hint}>
          {search ? `${total} matching ${total === 1 ? "church" : "churches"}` : `${total} unclaimed ${total === 1 ? "church" : "churches"}`}
        </p>
        {churches.length === 0 ? (
          <p>{search ? "No churches found matching your search." : "No unclaimed churches available at this time."}</p>
        ) : (
          <ul className={css.list}>
            {churches.map((church) => (
              <ClaimRow key={church.id} church={church} />
            ))}
          </ul>
        )}
        {total > churches.length ? <p className={form.hint}>Showing the first {churches.length}: type more of the name to narrow the list.</p> : null}
      </div>
    </>
  );
}
