import type { ChurchProfile } from "../../src/contract/churches";
import { routes } from "../../src/contract/routes";
import { UPDATE_REQUEST_SENT } from "../../src/contract/update-requests";
import type { PostedForm } from "../../src/contract/service-times/form-rows";
import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { card, container, section } from "../components/ui.css";

export interface VerifyChurchPageProps {
  church: ChurchProfile | null;
  denominations: string[];
  areas: string[];
  /** Just sent without JavaScript (`?sent=1`). */
  sent?: boolean;
  /** A post without JavaScript the server refused, shown again with its messages. */
  posted?: PostedForm;
}

/** /verify-church/{id}: the listing as it stands, and the form to ask for changes. */
export function VerifyChurchPage({ church, denominations, areas, sent, posted }: VerifyChurchPageProps) {
  if (!church) {
    return (
      <>
        <PageHeader title="Verify Your Information" />
        <div className={`${container} ${section}`}>
          <p>
            Find your church in the <a href={routes.directory}>directory</a> and choose 'Verify Your Information' on its page to send us a correction.
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Verify Your Information" lead={church.name} />
      <div className={`${container} ${section}`}>
        <section className={card} aria-labelledby="current">
          <h2 id="current">Current Information</h2>
          <dl>
            <dt>Name</dt>
            <dd>{church.name}</dd>
            <dt>Denomination</dt>
            <dd>{church.denomination ?? "Not listed"}</dd>
            <dt>Address</dt>
            <dd>{church.address}</dd>
            <dt>Phone</dt>
            <dd>{church.phone || "Not listed"}</dd>
            <dt>Website</dt>
            <dd>{church.website || "Not listed"}</dd>
          </dl>
        </section>
        <section className={section} aria-label="Update request">
          {sent ? (
            <div className={card} role="status">
              <strong>{UPDATE_REQUEST_SENT.title}</strong>
              <p>{UPDATE_REQUEST_SENT.description}</p>
            </div>
          ) : null}
          <Island
            name="UpdateRequestForm"
            props={{ churchId: church.id, denominations, areas, current: { serviceTimes: church.serviceTimes, servicesToReview: church.servicesToReview, specialServices: church.specialServices, access: church.access, family: church.family, practical: church.practical }, premium: church.isPremium, ...(posted ? { posted } : {}) }}
          />
        </section>
      </div>
    </>
  );
}
