import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const layout = style({ display: "grid", gap: vars.space.lg, "@media": { [breakpoints.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" } } });
export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "flex-end", marginBottom: vars.space.lg });
export const summary = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, justifyContent: "space-between", alignItems: "baseline", margin: `0 0 ${vars.space.md}` });
export const dayTitle = style({ fontSize: "1.25rem", margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm });
export const row = style({
  display: "grid",
  gridTemplateColumns: "5.5rem minmax(0, 1fr)",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // 'Show more' opens at a service (#service-51): clear of the header, which stays on top with JavaScript.
  scrollMarginTop: "5rem",
});
export const time = style({ fontWeight: 700, color: vars.color.navy, fontVariantNumeric: "tabular-nums" });
// A church name is an h3, or an h4 under a part of the day: the same look either way.
export const church = style({ margin: 0, fontSize: "1.05rem", overflowWrap: "anywhere", fontFamily: vars.font.heading, lineHeight: 1.25, color: vars.color.navyDark, fontWeight: 700 });
export const detail = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted, overflowWrap: "anywhere" });
export const error = style({ color: vars.color.danger, fontWeight: 600 });
export const occasions = style({ listStyle: "none", padding: 0, display: "grid", gap: vars.space.sm, "@media": { [breakpoints.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } });
export const partTitle = style({ fontSize: "1rem", color: vars.color.muted, margin: `${vars.space.md} 0 ${vars.space.sm}` });
export const more = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center", justifyContent: "space-between", margin: `${vars.space.lg} 0 0` });
