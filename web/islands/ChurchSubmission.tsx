import { Suspense, useState, type MouseEvent } from "react";
import { lazyPart } from "../lib/lazy-part";
import { churchFormText } from "../../src/contract/i18n/church-form-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import * as tabsCss from "../components/Dashboard.css";
import { ChurchForm } from "./church-submission/ChurchForm";

// The list of churches to claim loads when its tab opens.
const ClaimList = await lazyPart(() => import("./church-submission/ClaimList").then((m) => m.ClaimList));

interface Props {
  denominations: string[];
  areas: string[];
}

type Tab = "create" | "claim";

/**
 * /church-submission's two tabs (docs/product.md, management side), drawn by the server only for
 * a signed-in account that may add a church; it shows the sign-in prompt or 'You Already Have a
 * Church Listing' itself (docs/decisions/0059-forms-without-losses.md). The create form is in the
 * server's HTML, a plain post until the script runs; each tab is a link to its page without
 * JavaScript ('Claim Existing Church' → /claim-church, the same list as a plain search).
 */
export default function ChurchSubmission({ denominations, areas }: Props) {
  const [tab, setTab] = useState<Tab>("create");
  const t = useText(churchFormText);
  const path = usePath();
  const choose = (name: Tab) => (event: MouseEvent) => {
    event.preventDefault();
    setTab(name);
  };
  return (
    <>
      <div role="tablist" aria-label={t("tabsLabel")} className={tabsCss.tabs}>
        {(["create", "claim"] as const).map((name) => (
          <a
            key={name}
            role="tab"
            href={path(name === "create" ? routes.churchSubmission : routes.claimChurches)}
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            className={tabsCss.tab}
            onClick={choose(name)}
          >
            {name === "create" ? t("tabCreate") : t("tabClaim")}
          </a>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === "create" ? (
          <ChurchForm church={null} denominations={denominations} areas={areas} />
        ) : (
          <Suspense fallback={<p role="status">{t("loadingForm")}</p>}>
            <ClaimList />
          </Suspense>
        )}
      </div>
    </>
  );
}
