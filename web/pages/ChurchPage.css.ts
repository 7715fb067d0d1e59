import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const hero = style({
  position: "relative",
  minHeight: "16rem",
  background: `linear-gradient(135deg, ${vars.color.navyDark}, ${vars.color.navy})`,
  color: "#fff",
  display: "flex",
  alignItems: "flex-end",
  overflow: "hidden",
});
export const heroImage = style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", opacity: 0.45 });
export const heroInner = style({ position: "relative", paddingBlock: vars.space.xl, width: "100%" });
export const heroTitle = style({ color: "#fff", margin: `${vars.space.sm} 0 0`, fontSize: "2rem", "@media": { [breakpoints.tablet]: { fontSize: "2.75rem" } } });
export const logo = style({ width: "72px", height: "72px", objectFit: "contain", background: "#fff", borderRadius: vars.radius.md, padding: "4px" });

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "1fr",
  // Only the block padding: the container's side margins stay (the title and cards line up with the header's).
  paddingBlock: vars.space.xl,
  "@media": { [breakpoints.desktop]: { gridTemplateColumns: "2fr 1fr" } },
});
export const column = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });
export const cardTitle = style({ marginTop: 0 });
export const list = style({ paddingLeft: vars.space.lg, margin: 0 });
export const actions = style({ display: "grid", gap: vars.space.sm });
export const sermons = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "1fr", "@media": { [breakpoints.tablet]: { gridTemplateColumns: "repeat(3, 1fr)" } } });
export const sermon = style({ display: "block", textDecoration: "none", fontWeight: 600 });
export const thumb = style({ width: "100%", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: vars.radius.md, display: "block", background: "#dfe6ee" });
export const embed = style({ width: "100%", aspectRatio: "16 / 9", border: 0, borderRadius: vars.radius.md });
export const dl = style({ margin: 0, display: "grid", gap: vars.space.xs });
export const dt = style({ fontWeight: 700, marginTop: vars.space.sm });
export const dd = style({ margin: 0, overflowWrap: "anywhere" });
export const notFound = style({ textAlign: "center", padding: `${vars.space.xxl} 0` });
/** The OpenStreetMap credit under an imported church's contact details: small, and dark enough to read (WCAG AA on white). */
export const credit = style({ margin: `${vars.space.md} 0 0`, fontSize: "0.875rem", color: vars.color.muted });
