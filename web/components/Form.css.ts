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

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const dialog = style({
  maxWidth: "26rem",
  border: 0,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: "0 20px 40px rgba(16,24,40,.3)",
  selectors: { "&::backdrop": { background: "rgba(17,34,61,.55)" } },
});
