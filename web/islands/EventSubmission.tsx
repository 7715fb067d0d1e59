import { lazy, Suspense, useEffect, useState } from "react";
import type { OwnerChurch } from "../../src/contract/owner";
import { routes } from "../../src/contract/routes";
import { button, card } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { SignInPrompt } from "../components/SignInPrompt";

// Loaded only for owners who may submit: visitors download neither the form nor its validator.
const EventForm = lazy(() => import("./event-submission/EventForm").then((m) => ({ default: m.EventForm })));

type View = { kind: "loading" } | { kind: "signed-out" } | { kind: "failed" } | { kind: "no-church" } | { kind: "waiting"; church: OwnerChurch } | { kind: "form"; church: OwnerChurch };

/** /event-submission: the form for an owner whose church is approved, otherwise what to do first. */
export default function EventSubmission() {
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
      return <p role="status">Loading…</p>;
    case "failed":
      return <p role="alert">This page could not be loaded. Please refresh the page.</p>;
    case "signed-out":
      return <SignInPrompt title="Events come from the churches themselves" text="Sign in with your church's account to submit an event. Not listed yet? Create a free account and add your church first." />;
    case "no-church":
      return (
        <div className={card}>
          <h2>Add your church first</h2>
          <p>Events are shown with the church that hosts them. Submit or claim your church, and once it is approved you can add its events.</p>
          <a className={button.primary} href={routes.churchSubmission}>
            Submit Your Church
          </a>
        </div>
      );
    case "waiting":
      return (
        <div className={card}>
          <h2>Your church is waiting for approval</h2>
          <p>You can submit events for {view.church.name} as soon as an administrator approves it. Its status shows on your dashboard.</p>
          <a className={button.primary} href={routes.dashboard}>
            Go to Dashboard
          </a>
        </div>
      );
    case "form":
      return (
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <EventForm churchName={view.church.name} />
        </Suspense>
      );
  }
}
