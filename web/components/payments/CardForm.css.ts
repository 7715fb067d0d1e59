import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** The card box (the demo fields or Stripe's mount) in the site's form style, not the browser's grey fieldset. */
export const cardBox = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
});

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}`, color: vars.color.navyDark });

/** The provider's message where the payer is looking: stays until the next try. */
export const failure = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  borderLeftWidth: "6px",
  background: "#fdecea",
  color: vars.color.text,
});
