import { lazy, Suspense, useEffect, useState } from "react";
import type { OwnerChurch } from "../../src/contract/owner";
import { churchFormText } from "../../src/contract/i18n/church-form-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import * as tabsCss from "../components/Dashboard.css";
import { button, buttonRow, card } from "../components/ui.css";
import { useSnapshot } from "valtio";
import { api, ApiError } from "../lib/api";
import { sessionState } from "../state/session";
import { SignInPrompt } from "../components/SignInPrompt";

// Loaded only when shown: a signed-out visitor downloads neither the form nor its validator.
const ChurchForm = lazy(() => import("./church-submission/ChurchForm").then((m) => ({ default: m.ChurchForm })));
const ClaimList = lazy(() => import("./church-submission/ClaimList").then((m) => ({ default: m.ClaimList })));

type View =
  | { kind: "loading" }
  | { kind: "signed-out" }
  | { kind: "failed" }
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
  const t = useText(churchFormText);
  const path = usePath();

  // The header's session look-up says who is here: a signed-out visitor is not sent to the API (no 401).
  const session = useSnapshot(sessionState).status;
  useEffect(() => {
    if (session === "unknown") return;
    if (session === "signed-out") return setView({ kind: "signed-out" });
    loadCreate().then(setView, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setView({ kind: "signed-out" });
      else setView({ kind: "failed" });
    });
  }, [session]);

  switch (view.kind) {
    case "loading":
      return <p role="status">{t("loading")}</p>;
    case "failed":
      return (
        <div className={card}>
          <p role="alert">{t("pageFailed")}</p>
          <a href={path(routes.dashboard)}>{t("goToDashboard")}</a>
        </div>
      );
    case "signed-out":
      return <SignInPrompt title={t("signInTitle")} text={t("signInText")} signIn={t("signIn")} createAccount={t("createAccount")} />;
    case "has-church":
      return (
        <div className={card}>
          <h2>{t("alreadyTitle")}</h2>
          <p>{t(view.church.claimStatus === "pending" ? "alreadyOnePending" : "alreadyOne", { name: view.church.name })}</p>
          <div className={buttonRow}>
            <a className={button.primary} href={path(routes.dashboard)}>
              {t("goToDashboard")}
            </a>
            {view.church.claimStatus === null ? (
              <a className={button.outline} href={path(routes.churchEdit(view.church.id))}>
                {t("editChurch")}
              </a>
            ) : null}
          </div>
        </div>
      );
    case "create":
      return (
        <>
          <div role="tablist" aria-label={t("tabsLabel")} className={tabsCss.tabs}>
            {(["create", "claim"] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`panel-${name}`}
                className={tabsCss.tab}
                onClick={() => setTab(name)}
              >
                {name === "create" ? t("tabCreate") : t("tabClaim")}
              </button>
            ))}
          </div>
          <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            <Suspense fallback={<p role="status">{t("loadingForm")}</p>}>{tab === "create" ? <ChurchForm church={null} denominations={denominations} areas={areas} /> : <ClaimList />}</Suspense>
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
