import { routes } from "../../../src/contract/routes";
import { Island } from "../../components/Island";
import { PageHeader } from "../../components/PageHeader";
import { button, buttonRow, card, container, section } from "../../components/ui.css";

/** /thanks and /cancelled (docs/product.md M7: premium result pages). */
export function ResultPage({ kind }: { kind: "thanks" | "cancelled" }) {
  if (kind === "thanks") {
    return (
      <>
        <PageHeader title="Thank You" />
        <div className={`${container} ${section}`}>
          <div className={card}>
            <Island name="ThanksRefresh" props={{}} />
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Checkout Cancelled" />
      <div className={`${container} ${section}`}>
        <div className={card}>
          <p>No charges have been made.</p>
          <div className={buttonRow}>
            <a className={button.primary} href={routes.dashboard}>
              Return to Dashboard
            </a>
            <a className={button.outline} href={routes.contact}>
              Contact Us
            </a>
          </div>
        </div>
      </div>
    </>
  );
}
