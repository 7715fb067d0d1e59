import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const widget = style({ display: "grid", gap: vars.space.sm });
export const label = style({ fontWeight: 600, fontSize: "0.9rem" });
export const dropzone = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `2px dashed #8792a6`,
  borderRadius: vars.radius.md,
  textAlign: "center",
  background: vars.color.background,
  selectors: { "&[data-dragging]": { borderColor: vars.color.navy, background: "#e8eef8" } },
});
export const rules = style({ margin: 0, color: vars.color.muted, fontSize: "0.85rem" });
export const fileCard = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "flex-start", padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const current = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });
export const thumb = style({ width: "160px", height: "110px", objectFit: "cover", borderRadius: vars.radius.sm, background: vars.color.background });
export const fileInfo = style({ display: "grid", gap: vars.space.xs, minWidth: "12rem", flex: 1 });
export const progress = style({ width: "100%", height: "0.75rem", accentColor: vars.color.navy });
export const failure = style({ color: vars.color.danger, fontWeight: 600, fontSize: "0.9rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
/** The plain file input a form posts without JavaScript. */
export const fileInput = style({ width: "100%", minHeight: "44px", font: "inherit" });
/** 'Remove image' as a box to tick, without JavaScript. */
export const check = style({ display: "inline-flex", gap: vars.space.sm, alignItems: "center", minHeight: "44px", fontWeight: 600 });
