import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-4rem",
  background: "#fff",
  color: vars.color.navy,
  padding: vars.space.sm,
  zIndex: 100,
  selectors: { "&:focus": { top: vars.space.sm } },
});

// Sticky only where the menu can be closed: without JavaScript a phone's header stays at the top
// of the page instead of covering half the screen (docs/product.md V2, shell).
export const header = style({
  background: vars.color.navy,
  color: "#fff",
  top: 0,
  zIndex: 50,
  selectors: { ".js &": { position: "sticky" } },
  "@media": { [breakpoints.tablet]: { position: "sticky" } },
});

export const headerInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: "4rem",
});

export const brand = style({
  color: "#fff",
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: "1.2rem",
  textDecoration: "none",
  padding: `${vars.space.sm} 0`,
  selectors: { "&:hover": { color: vars.color.goldLight } },
});

export const brandAccent = style({ color: "#f2c94c" });

export const menuButton = style({
  display: "none",
  minHeight: "44px",
  minWidth: "44px",
  background: "transparent",
  color: "#fff",
  border: "1px solid rgba(255,255,255,.5)",
  borderRadius: vars.radius.md,
  fontSize: "1rem",
  padding: `0 ${vars.space.md}`,
  cursor: "pointer",
  selectors: { ".js &": { display: "inline-flex", alignItems: "center" } },
  "@media": { [breakpoints.tablet]: { selectors: { ".js &": { display: "none" } } } },
});

// Phones: with JavaScript the toggle opens the menu (data-open); without it the 'Menu' link opens
// it as the page's target (#site-nav) and 'Close menu' leaves it. From a tablet up it always shows.
export const nav = style({
  width: "100%",
  selectors: { '.js &[data-open="false"]': { display: "none" }, "html:not(.js) &:not(:target)": { display: "none" } },
  "@media": {
    [breakpoints.tablet]: { width: "auto", selectors: { '.js &[data-open="false"]': { display: "block" }, "html:not(.js) &:not(:target)": { display: "block" } } },
  },
});

/** The menu's link and its closing link without JavaScript, on phones only. */
export const noScriptMenuLink = style({
  color: "#fff",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
  padding: `0 ${vars.space.md}`,
  border: "1px solid rgba(255,255,255,.5)",
  borderRadius: vars.radius.md,
  textDecoration: "none",
  selectors: { ".js &": { display: "none" } },
  "@media": { [breakpoints.tablet]: { display: "none" } },
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  display: "flex",
  flexDirection: "column",
  "@media": { [breakpoints.tablet]: { flexDirection: "row", flexWrap: "wrap", padding: 0, gap: vars.space.xs } },
});

export const navLink = style({
  display: "block",
  color: "#fff",
  textDecoration: "none",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: 500,
  // Nine links (the language switch the ninth) stay on the brand's line on an English desktop;
  // the longer Spanish words take a second row below about 1,300 px.
  "@media": { [breakpoints.desktop]: { padding: `${vars.space.sm} 0.6rem` } },
  selectors: {
    "&:hover": { background: "rgba(255,255,255,.12)", color: "#fff" },
    '&[aria-current="page"]': { background: "#fff", color: vars.color.navy },
  },
});

export const demoNotice = style({
  margin: 0,
  background: vars.color.goldLight,
  color: "#3d2e00",
  textAlign: "center",
  fontSize: "0.9rem",
  padding: vars.space.sm,
});

export const main = style({ minHeight: "60vh" });

export const footer = style({ background: vars.color.navyDark, color: "#d7deea", marginTop: vars.space.xxl });

export const footerGrid = style({
  display: "grid",
  gap: vars.space.xl,
  padding: `${vars.space.xl} 0`,
  gridTemplateColumns: "1fr",
  "@media": { [breakpoints.tablet]: { gridTemplateColumns: "1.2fr 1fr 1.3fr" } },
});

export const footerHeading = style({ color: "#fff", fontSize: "1.1rem", marginTop: 0 });

export const footerLinks = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.xs,
});

export const footerLink = style({
  color: "#d7deea",
  display: "inline-block",
  padding: `${vars.space.xs} 0`,
  selectors: { "&:hover": { color: "#f2c94c" } },
});

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.md });

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  border: "1px solid rgba(255,255,255,.35)",
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: "0.85rem",
  color: "#fff",
  textDecoration: "none",
});

export const footerBottom = style({
  borderTop: "1px solid rgba(255,255,255,.15)",
  padding: `${vars.space.md} 0`,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: "0.9rem",
});

export const newsletterForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const newsletterInput = style({
  flex: "1 1 12rem",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: "1px solid #8792a6",
  fontSize: "1rem",
});

export const toastRegion = style({
  position: "fixed",
  right: vars.space.md,
  bottom: vars.space.md,
  left: vars.space.md,
  zIndex: 200,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  pointerEvents: "none",
});

export const toast = style({
  pointerEvents: "auto",
  width: "100%",
  maxWidth: "24rem",
  background: "#fff",
  color: vars.color.text,
  borderRadius: vars.radius.md,
  borderLeft: `6px solid ${vars.color.navy}`,
  boxShadow: "0 10px 25px rgba(16,24,40,.2)",
  padding: vars.space.md,
  display: "flex",
  gap: vars.space.md,
  alignItems: "flex-start",
});

export const toastDestructive = style({ borderLeftColor: vars.color.danger });
export const toastTitle = style({ fontWeight: 700, margin: 0 });
export const toastText = style({ margin: 0, color: vars.color.muted });
export const toastClose = style({
  marginLeft: "auto",
  background: "transparent",
  border: 0,
  fontSize: "1.25rem",
  lineHeight: 1,
  cursor: "pointer",
  minWidth: "32px",
  minHeight: "32px",
  color: vars.color.muted,
});
