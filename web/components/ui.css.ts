import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const container = style({
  width: "100%",
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
});

export const prose = style({ maxWidth: vars.size.prose });

export const section = style({ paddingTop: vars.space.xl, paddingBottom: vars.space.xl });

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  fontSize: "1rem",
  textDecoration: "none",
  cursor: "pointer",
  border: "2px solid transparent",
  selectors: { "&:disabled": { opacity: 0.6, cursor: "not-allowed" } },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.navy, color: "#fff", selectors: { "&:hover": { background: vars.color.navyDark, color: "#fff" } } }],
  gold: [buttonBase, { background: vars.color.gold, color: "#1d1400", selectors: { "&:hover": { background: "#9c7209", color: "#fff" } } }],
  outline: [buttonBase, { background: "transparent", color: vars.color.navy, borderColor: vars.color.navy, selectors: { "&:hover": { background: vars.color.navy, color: "#fff" } } }],
  danger: [buttonBase, { background: vars.color.danger, color: "#fff", selectors: { "&:hover": { background: "#912018", color: "#fff" } } }],
  light: [buttonBase, { background: "#fff", color: vars.color.navy, selectors: { "&:hover": { background: vars.color.goldLight, color: vars.color.navyDark } } }],
});

export const pageHeader = style({
  background: vars.color.navy,
  color: "#fff",
  padding: `${vars.space.xl} 0`,
});
export const pageHeaderTitle = style({ color: "#fff", margin: 0, fontSize: "2rem", "@media": { [breakpoints.tablet]: { fontSize: "2.5rem" } } });
export const pageHeaderLead = style({ color: "#e6ebf2", margin: `${vars.space.sm} 0 0`, fontSize: "1.125rem" });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
});

export const grid = style({
  display: "grid",
  listStyle: "none",
  padding: 0,
  gap: vars.space.lg,
  gridTemplateColumns: "1fr",
  "@media": { [breakpoints.tablet]: { gridTemplateColumns: "repeat(2, 1fr)" }, [breakpoints.desktop]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const buttonRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: vars.space.lg });
