import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

/** Below 768px a swipeable row; from 768px a grid of `columns`. */
export const track = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  display: "flex",
  gap: vars.space.md,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  "@media": {
    [breakpoints.tablet]: { display: "grid", gridTemplateColumns: "repeat(2, 1fr)", overflow: "visible", gap: vars.space.lg },
    [breakpoints.desktop]: { gridTemplateColumns: "repeat(3, 1fr)" },
  },
});

export const slide = style({
  flex: "0 0 85%",
  scrollSnapAlign: "center",
  "@media": { [breakpoints.tablet]: { flex: "initial" } },
});

export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  selectors: { "html:not(.js) &": { display: "none" } },
  "@media": { [breakpoints.tablet]: { display: "none" } },
});

export const arrow = style({
  minWidth: "44px",
  minHeight: "44px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.navy}`,
  background: "#fff",
  color: vars.color.navy,
  fontSize: "1.2rem",
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.4, cursor: "default" } },
});

export const dot = style({
  width: "24px",
  height: "24px",
  padding: 0,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  selectors: {
    "&::before": { content: "''", width: "10px", height: "10px", borderRadius: "50%", background: vars.color.border },
    '&[aria-current="true"]::before': { background: vars.color.navy },
  },
});
