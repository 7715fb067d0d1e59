import { checkoutMessages } from "../../../src/contract/checkout";
import { routes } from "../../../src/contract/routes";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../../src/contract/site";
import * as css from "./PaymentsUnavailable.css";

/** Shown where a paid plan is bought while no provider takes payments (docs/decisions/0010-payments.md). */
export function PaymentsUnavailable() {
  return (
    <div className={css.notice} role="note">
      <p>
        <strong>{checkoutMessages.unavailable}</strong>
      </p>
      <p>
        Call us at <a href={`tel:${SUPPORT_PHONE.replace(/[^\d]/g, "")}`}>{SUPPORT_PHONE}</a>, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{" "}
        <a href={routes.contact}>contact form</a>: we answer within 24 hours. Listing your church stays free.
      </p>
    </div>
  );
}
