import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const filters = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "1fr",
  alignItems: "end",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  marginTop: `-${vars.space.xl}`,
  boxShadow: vars.shadow.card,
  "@media": {
    [breakpoints.tablet]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [breakpoints.desktop]: { gridTemplateColumns: "repeat(4, 1fr)" },
  },
});

export const problems = style({ gridColumn: "1 / -1", margin: 0, paddingLeft: vars.space.lg, color: vars.color.danger, fontWeight: 600 });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontWeight: 600, fontSize: "0.9rem" });

export const input = style({
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid #8792a6`,
  borderRadius: vars.radius.md,
  fontSize: "1rem",
  background: "#fff",
  color: vars.color.text,
  fontWeight: 400,
  width: "100%",
});

export const formActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  gridColumn: "1 / -1",
  justifyContent: "space-between",
  alignItems: "center",
});

export const viewSwitch = style({ display: "inline-flex", border: `1px solid ${vars.color.navy}`, borderRadius: vars.radius.md, overflow: "hidden" });

export const viewOption = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "40px",
  padding: `0 ${vars.space.md}`,
  color: vars.color.navy,
  background: "#fff",
  textDecoration: "none",
  fontWeight: 600,
  selectors: { '&[aria-current="true"]': { background: vars.color.navy, color: "#fff" } },
});

export const strip = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0`,
  padding: vars.space.md,
  background: "#e8eef8",
  borderRadius: vars.radius.md,
});

export const stripTitle = style({ fontWeight: 700, margin: 0 });
export const chip = style({ background: "#fff", borderRadius: vars.radius.pill, padding: `2px ${vars.space.sm}`, fontSize: "0.85rem", border: `1px solid ${vars.color.border}` });
export const count = style({ marginLeft: "auto", fontWeight: 600 });

export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  color: vars.color.navy,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
  fontWeight: 600,
});

export const sectionTitle = style({ margin: `${vars.space.xl} 0 ${vars.space.md}` });

export const grid4 = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "1fr",
  "@media": {
    [breakpoints.tablet]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [breakpoints.desktop]: { gridTemplateColumns: "repeat(4, 1fr)" },
  },
});

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md, gridTemplateColumns: "1fr" });

/** Advertise tiles pad the last row of four on desktop only. */
export const padTile = style({ display: "none", "@media": { [breakpoints.desktop]: { display: "block" } } });

export const empty = style({ textAlign: "center", padding: `${vars.space.xxl} ${vars.space.md}` });
export const error = style({ color: vars.color.danger, fontWeight: 600 });

export const pager = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, justifyContent: "center", margin: `${vars.space.xl} 0`, alignItems: "center" });
export const pageLink = style({
  minWidth: "44px",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: "#fff",
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { background: vars.color.navy, color: "#fff", borderColor: vars.color.navy } },
});

export const mapSection = style({ margin: `${vars.space.lg} 0` });
