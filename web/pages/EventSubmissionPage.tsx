import { eventSubmissionText } from "../../src/contract/i18n/event-submission-text";
import { Island } from "../components/Island";
import { useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { container, section } from "../components/ui.css";

/** /event-submission: owners submit an event for their church (docs/product.md D8). */
export function EventSubmissionPage({ formToken }: { formToken: string }) {
  const t = useText(eventSubmissionText);
  return (
    <>
      <PageHeader title={t("pageTitle")} lead={t("pageLead")} />
      <div className={`${container} ${section}`}>
        <Island name="EventSubmission" props={{ formToken }} />
      </div>
    </>
  );
}
