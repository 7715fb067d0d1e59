import { lazy, Suspense, useEffect, useState } from "react";
import { eventSubmissionText } from "../../src/contract/i18n/event-submission-text";
import type { OwnerChurch } from "../../src/contract/owner";
import { routes } from "../../src/contract/routes";
import { button, card } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { SignInPrompt } from "../components/SignInPrompt";
import { usePath, useText } from "../components/lang-context";

// Loaded only for owners who may submit: visitors download neither the form nor its validator.
const EventForm = lazy(() => import("./event-submission/EventForm").then((m) => ({ default: m.EventForm })));

type View = { kind: "loading" } | { kind: "signed-out" } | { kind: "failed" } | { kind: "no-church" } | { kind: "waiting"; church: OwnerChurch } | { kind: "form"; church: OwnerChurch };

/** /event-submission: the form for an owner whose church is approved, otherwise what to do first. */
export default function EventSubmission({ formToken }: { formToken: string }) {
  const t = useText(eventSubmissionText);
  const path = usePath();
  const [view, setView] = useState<View>({ kind: "loading" });
  useEffect(() => {
    api<OwnerChurch[]>("GET", "/api/user/churches").then(
      (list) => {
        const church = list.find((c) => c.claimStatus === null);
        setView(!church ? { kind: "no-church" } : church.status === "approved" ? { kind: "form", church } : { kind: "waiting", church });
      },
      (error: unknown) => setView(error instanceof ApiError && error.status === 401 ? { kind: "signed-out" } : { kind: "failed" }),
    );
  }, []);

  switch (view.kind) {
    case "loading":
      return <p role="status">{t("loading")}</p>;
    case "failed":
      return <p role="alert">{t("failed")}</p>;
    case "signed-out":
      return <SignInPrompt title={t("signedOutTitle")} text={t("signedOutText")} />;
    case "no-church":
      return (
        <div className={card}>
          <h2>{t("noChurchTitle")}</h2>
          <p>{t("noChurchText")}</p>
          <a className={button.primary} href={path(routes.churchSubmission)}>
            {t("submitChurch")}
          </a>
        </div>
      );
    case "waiting":
      return (
        <div className={card}>
          <h2>{t("waitingTitle")}</h2>
          <p>{t("waitingText", { church: view.church.name })}</p>
          <a className={button.primary} href={path(routes.dashboard)}>
            {t("goToDashboard")}
          </a>
        </div>
      );
    case "form":
      return (
        <Suspense fallback={<p role="status">{t("loadingForm")}</p>}>
          <EventForm churchName={view.church.name} formToken={formToken} />
        </Suspense>
      );
  }
}
