import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { container, section } from "../components/ui.css";

/** /event-submission: owners submit an event for their church (docs/product.md D8). */
export function EventSubmissionPage() {
  return (
    <>
      <PageHeader title="Submit an Event" lead="Share your church's services, concerts and gatherings with the city. Every event is reviewed before it appears." />
      <div className={`${container} ${section}`}>
        <Island name="EventSubmission" props={{}} />
      </div>
    </>
  );
}
