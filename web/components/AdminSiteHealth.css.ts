import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const panel = style({ marginBottom: vars.space.lg });
export const lines = style({ margin: 0, paddingLeft: vars.space.lg });
export const warning = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: "#fdecea",
  fontWeight: 600,
});
