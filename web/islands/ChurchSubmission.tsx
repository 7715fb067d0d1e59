import { lazy, Suspense, useEffect, useState } from "react";
import type { OwnerChurch } from "../../src/contract/owner";
import { routes } from "../../src/contract/routes";
import * as tabsCss from "../components/Dashboard.css";
import { button, buttonRow, card } from "../components/ui.css";
import { useSnapshot } from "valtio";
import { api, ApiError } from "../lib/api";
import { sessionState } from "../state/session";
import { SignInPrompt } from "../components/SignInPrompt";

// Loaded only when shown: a signed-out visitor downloads neither the form nor its validator.
const ChurchForm = lazy(() => import("./church-submission/ChurchForm").then((m) => ({ default: m.ChurchForm })));
const ClaimList = lazy(() => import("./church-submission/ClaimList").then((m) => ({ default: m.ClaimList })));
const loadingForm = <p role="status">Loading the form…</p>;

type View =
  | { kind: "loading" }
  | { kind: "signed-out" }
  | { kind: "failed"; message: string }
  | { kind: "has-church"; church: OwnerChurch }
  | { kind: "create" };

interface Props {
  denominations: string[];
  areas: string[];
}

/**
 * /church-submission (docs/product.md, management side): who is asking decides what shows — a
 * sign-in prompt, 'You Already Have a Church Listing' or the two tabs. The edit form is the
 * ChurchEditor island, drawn by the server with the church's data.
 */
export default function ChurchSubmission({ denominations, areas }: Props) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const [tab, setTab] = useState<"create" | "claim">("create");

  // The header's session look-up says who is here: a signed-out visitor is not sent to the API (no 401).
  const session = useSnapshot(sessionState).status;
  useEffect(() => {
    if (session === "unknown") return;
    if (session === "signed-out") return setView({ kind: "signed-out" });
    loadCreate().then(setView, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setView({ kind: "signed-out" });
      else setView({ kind: "failed", message: "This page could not be loaded. Please refresh the page." });
    });
  }, [session]);

  switch (view.kind) {
    case "loading":
      return <p role="status">Loading…</p>;
    case "failed":
      return (
        <div className={card}>
          <p role="alert">{view.message}</p>
          <a href={routes.dashboard}>Go to Dashboard</a>
        </div>
      );
    case "signed-out":
      return <SignInPrompt title="Sign in to list your church" text="You need an account to submit, claim or edit a church. It is free." />;
    case "has-church":
      return (
        <div className={card}>
          <h2>You Already Have a Church Listing</h2>
          <p>
            Each account manages one church: {view.church.name}
            {view.church.claimStatus === "pending" ? " (your claim is waiting for an administrator's review)." : "."}
          </p>
          <div className={buttonRow}>
            <a className={button.primary} href={routes.dashboard}>
              Go to Dashboard
            </a>
            {view.church.claimStatus === null ? (
              <a className={button.outline} href={routes.churchEdit(view.church.id)}>
                Edit Church
              </a>
            ) : null}
          </div>
        </div>
      );
    case "create":
      return (
        <>
          <div role="tablist" aria-label="Add your church" className={tabsCss.tabs}>
            {(["create", "claim"] as const).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                id={`tab-${t}`}
                aria-selected={tab === t}
                aria-controls={`panel-${t}`}
                className={tabsCss.tab}
                onClick={() => setTab(t)}
              >
                {t === "create" ? "Create New Church" : "Claim Existing Church"}
              </button>
            ))}
          </div>
          <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            <Suspense fallback={loadingForm}>{tab === "create" ? <ChurchForm church={null} denominations={denominations} areas={areas} /> : <ClaimList />}</Suspense>
          </section>
        </>
      );
  }
}

/** Create mode: an owner who already has a church (or a claim waiting) is sent to it instead. */
async function loadCreate(): Promise<View> {
  const churches = await api<OwnerChurch[]>("GET", "/api/user/churches");
  const existing = churches.find((c) => c.claimStatus === null || c.claimStatus === "pending");
  return existing ? { kind: "has-church", church: existing } : { kind: "create" };
}
