import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

/** One service row: its controls wrap, so a row fits a 375 px phone without scrolling sideways. */
export const row = style({
  display: "grid",
  gap: vars.space.sm,
  // 10rem: a time input shows "09:00 AM" whole, with its clock button, in every column.
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  alignItems: "end",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});

export const rowLegend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

/** The note and the review hint take the row's whole width. */
export const wide = style({ gridColumn: "1 / -1" });

export const review = style({ gridColumn: "1 / -1", background: vars.color.goldLight, borderRadius: vars.radius.sm, padding: vars.space.sm, margin: 0, overflowWrap: "anywhere" });

/** The weekly and the special services' groups: no browser box, the legend as a heading inside the form's section. */
export const group = style({ display: "grid", gap: vars.space.md, border: 0, padding: 0, margin: 0, minWidth: 0 });
export const groupLegend = style({ fontWeight: 700, fontSize: "1.1rem", padding: 0, marginBottom: vars.space.sm });

/**
 * A folded group's saved services, one line each (web/components/ServiceLines.tsx). Without
 * JavaScript the whole rows come in `<noscript>` instead, so the lines are not shown.
 */
export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm, "@media": { "(scripting: none)": { display: "none" } } });
export const line = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
export const lineText = style({ flex: "1 1 12rem", minWidth: 0, overflowWrap: "anywhere" });
