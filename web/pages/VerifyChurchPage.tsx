import type { ChurchProfile } from "../../src/contract/churches";
import { routes } from "../../src/contract/routes";
import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { card, container, section } from "../components/ui.css";

export interface VerifyChurchPageProps {
  church: ChurchProfile | null;
  denominations: string[];
  areas: string[];
}

/** /verify-church/{id}: the listing as it stands, and the form to ask for changes. */
export function VerifyChurchPage({ church, denominations, areas }: VerifyChurchPageProps) {
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
          <Island name="UpdateRequestForm" props={{ churchId: church.id, denominations, areas }} />
        </section>
      </div>
    </>
  );
}
