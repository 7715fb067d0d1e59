import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const panel = style({
  maxWidth: "28rem",
  margin: `${vars.space.xl} auto`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: vars.shadow.card,
});

export const fields = style({ display: "grid", gap: vars.space.md });
