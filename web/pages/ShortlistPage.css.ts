import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const page = style({ paddingTop: vars.space.lg, paddingBottom: vars.space.xl });

export const empty = style({ maxWidth: vars.size.prose, paddingTop: vars.space.lg, paddingBottom: vars.space.lg });

export const picker = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, marginBottom: vars.space.lg });
export const fieldset = style({ border: "none", margin: 0, padding: 0 });
export const pickList = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.sm} ${vars.space.lg}`, listStyle: "none", padding: 0, margin: `${vars.space.sm} 0` });
export const pickItem = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "44px" });

/**
 * On a phone the table scrolls sideways, a church a snap, the row names kept in view: swipeable
 * columns that stay readable at 375 px (docs/product.md V10).
 */
export const scroller = style({
  overflowX: "auto",
  // Its width is the page's, whatever the table's: the table scrolls inside it, the page does not.
  contain: "inline-size",
  // The hidden words of the buttons and links (absolutely placed) stay inside it too.
  position: "relative",
  scrollSnapType: "x mandatory",
  // A church snaps in beside the row names, which stay in view.
  scrollPaddingLeft: "6.5rem",
  WebkitOverflowScrolling: "touch",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [breakpoints.tablet]: { scrollPaddingLeft: "10rem" }, print: { overflow: "visible", border: "none", contain: "none" } },
});
export const swipeHint = style({ fontSize: "0.9rem", color: vars.color.muted, "@media": { [breakpoints.tablet]: { display: "none" }, print: { display: "none" } } });

export const table = style({ borderCollapse: "separate", borderSpacing: 0, width: "100%", tableLayout: "fixed", minWidth: "min-content" });
export const caption = style({ fontSize: "1.1rem", margin: `0 0 ${vars.space.sm}` });
export const rowHead = style({
  position: "sticky",
  left: 0,
  zIndex: 1,
  width: "6.5rem",
  background: vars.color.surface,
  textAlign: "left",
  verticalAlign: "top",
  padding: vars.space.sm,
  fontSize: "0.9rem",
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [breakpoints.tablet]: { width: "10rem" }, print: { position: "static", width: "7rem" } },
});
export const cell = style({
  width: "max(12rem, calc(100vw - 11rem))",
  scrollSnapAlign: "start",
  verticalAlign: "top",
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere",
  "@media": { [breakpoints.tablet]: { width: "auto" }, print: { width: "auto", fontSize: "10pt", padding: "4pt" } },
});
export const churchName = style({ fontSize: "1.05rem", margin: 0 });
export const muted = style({ color: vars.color.muted, fontSize: "0.9rem", margin: `${vars.space.xs} 0` });
export const list = style({ margin: 0, paddingLeft: "1.1rem" });
export const columnActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.sm, "@media": { print: { display: "none" } } });

export const share = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, marginTop: vars.space.lg, "@media": { print: { marginTop: vars.space.sm } } });
export const noPrint = style({ "@media": { print: { display: "none" } } });

// The printed comparison is the table and its link on one sheet: the site's header, footer and
// the page's buttons stay off paper.
globalStyle(`body:has(.${page}) header, body:has(.${page}) footer`, { "@media": { print: { display: "none" } } });
globalStyle(`.${page}`, { "@media": { print: { padding: 0, fontSize: "10pt" } } });
