import { globalStyle, style } from "@vanilla-extract/css";
import * as card from "./ChurchCard.css";
import * as map from "./Map.css";
import { breakpoints, vars } from "../styles/theme.css";

/** Below the tablet breakpoint: the phone layout of docs/decisions/0028-phone-directory.md. */
const phone = "screen and (max-width: 767.98px)";
/** The sticky site header's height, kept clear when the page scrolls to the results: one row of links in English, two in Spanish on a laptop. */
const headerClearance = "6.5rem";

export const filters = style({
  display: "grid",
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  marginTop: `-${vars.space.xl}`,
  boxShadow: vars.shadow.card,
  "@media": { [breakpoints.tablet]: { padding: vars.space.lg } },
});

/** The search box and the button that sends the form; on a phone the button goes under the box, so its placeholder fits (docs/decisions/0063-visitor-polish.md). */
export const searchRow = style({ display: "grid", gridTemplateColumns: "1fr", gap: vars.space.sm, alignItems: "end", "@media": { [breakpoints.tablet]: { gridTemplateColumns: "1fr auto" } } });

/** 'Filters (n)' and the view switch share a row on a phone; the open filters take the whole width. */
export const formRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "flex-start" });

/** Every filter but the search box: folded on a phone, always open from 768 px. */
export const panel = style({
  flex: "0 1 auto",
  selectors: { "&[open]": { flexBasis: "100%" } },
  // A closed <details> hides its content through ::details-content; from 768 px it shows anyway.
  // On a phone, closed, it is not drawn at all: hidden only by content-visibility, Chrome's form
  // filler styled its 400 elements at the end of parsing (docs/decisions/0040-first-paint.md,
  // Measured, not simulated).
  "@media": {
    [phone]: { selectors: { "&:not([open])::details-content": { display: "none" } } },
    [breakpoints.tablet]: { flexBasis: "100%", selectors: { "&::details-content": { contentVisibility: "visible", display: "block" } } },
  },
});

export const panelToggle = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.navy}`,
  borderRadius: vars.radius.md,
  color: vars.color.navy,
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    [`${panel}[open] > &`]: { marginBottom: vars.space.md },
    // <summary> drawn as a button loses its triangle: this one says open or closed.
    "&::after": { content: "'▾'", marginLeft: vars.space.xs },
    [`${panel}[open] > &::after`]: { content: "'▴'" },
  },
  "@media": { [breakpoints.tablet]: { display: "none" } },
});

export const panelFields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "1fr",
  alignItems: "end",
  "@media": {
    [breakpoints.tablet]: { gridTemplateColumns: "repeat(2, 1fr)" },
    // Five across: the about and service fields take two rows, the place a third, as before the date and 'usual times' came.
    [breakpoints.desktop]: { gridTemplateColumns: "repeat(5, 1fr)" },
  },
});

/**
 * 'Show N results' ends the panel on a phone and stays in sight while the visitor scrolls its
 * fields (docs/decisions/0063-visitor-polish.md); from 768 px the panel is always open over the results.
 */
export const showResults = style({
  gridColumn: "1 / -1",
  position: "sticky",
  bottom: 0,
  zIndex: 2,
  display: "grid",
  padding: `${vars.space.sm} 0`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [breakpoints.tablet]: { display: "none" } },
});

/** A visit facts' fieldset takes the panel's whole width; its boxes wrap (docs/visit-facts.md, Search). */
export const factGroup = style({ gridColumn: "1 / -1", display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}`, border: 0, padding: 0, margin: 0, minInlineSize: 0 });
/** A checkbox that sits in one cell of the grid, with its legend above it like a field's label. */
export const checkCell = style({ display: "flex", flexDirection: "column", border: 0, padding: 0, margin: 0, minInlineSize: 0 });
export const factLegend = style({ fontWeight: 600, fontSize: "0.9rem", padding: 0, marginBottom: vars.space.xs });
export const factOption = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, minHeight: "44px", fontSize: "0.9rem" });

export const problems = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.danger, fontWeight: 600 });

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
  justifyContent: "space-between",
  alignItems: "center",
  marginLeft: "auto",
  "@media": { [breakpoints.tablet]: { flexBasis: "100%" } },
});

export const clearFilters = style({});
// Tag and class: wins over the button's own display whichever style sheet comes first.
globalStyle(`a${clearFilters}`, { "@media": { [phone]: { display: "none" } } });

/** The directory's page header: on a phone, small enough that the first church shows on the first screen. */
export const pageHeader = style({});
globalStyle(`div${pageHeader}`, { "@media": { [phone]: { paddingBlock: vars.space.md } } });
globalStyle(`${pageHeader} h1`, { "@media": { [phone]: { fontSize: "1.5rem" } } });
globalStyle(`${pageHeader} p`, { "@media": { [phone]: { fontSize: "1rem" } } });

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
  margin: `${vars.space.md} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: "#e8eef8",
  "@media": { [phone]: { fontSize: "0.9rem" } },
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

/** The map and the results, with which of them a phone shows (`data-phone-view`). */
export const explorer = style({});
export const results = style({ scrollMarginTop: headerClearance });

// Headings the page scrolls to after paging stay clear of the sticky header.
globalStyle(`${results} h2`, { scrollMarginTop: headerClearance });

// On a phone one of them at a time; the map, when shown, leaves room to scroll past it.
globalStyle(`${explorer}[data-phone-view="list"] ${mapSection}`, { "@media": { [phone]: { display: "none" } } });
globalStyle(`${explorer}[data-phone-view="map"] ${results}`, { "@media": { [phone]: { display: "none" } } });
globalStyle(`${mapSection} ${map.frame}`, { "@media": { [phone]: { height: "70vh" } } });

// Shown from the first paint where scripts run (the `js` class), so hydrating moves nothing.
export const phoneSwitch = style({
  display: "none",
  margin: `${vars.space.sm} 0`,
  selectors: { ".js &": { display: "flex" } },
  "@media": { [breakpoints.tablet]: { selectors: { ".js &": { display: "none" } } } },
});
export const phoneOption = style({
  flex: 1,
  minHeight: "44px",
  border: `1px solid ${vars.color.navy}`,
  background: "#fff",
  color: vars.color.navy,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:first-child": { borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}` },
    "&:last-child": { borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`, borderLeft: 0 },
    '&[aria-pressed="true"]': { background: vars.color.navy, color: "#fff" },
  },
});

// The list view: one compact row per church; a featured church's image becomes a thumbnail beside it.
globalStyle(`${list} ${card.featuredCard}`, { "@media": { [breakpoints.tablet]: { flexDirection: "row" } } });
globalStyle(`${list} ${card.hero}`, { "@media": { [phone]: { display: "none" }, [breakpoints.tablet]: { flex: "0 0 10rem", aspectRatio: "auto", fontSize: "2rem" } } });
globalStyle(`${list} ${card.description}`, { WebkitLineClamp: 2 });
// From 768 px a row's text runs in two balanced columns: about half the height of a grid card.
globalStyle(`${list} ${card.body}`, { "@media": { [breakpoints.tablet]: { display: "block", columns: 2, columnGap: vars.space.xl, padding: `${vars.space.md} ${vars.space.lg}` } } });
globalStyle(`${list} ${card.body} > *`, { "@media": { [breakpoints.tablet]: { breakInside: "avoid", marginBottom: vars.space.sm } } });
globalStyle(`${list} ${card.actions}`, { "@media": { [breakpoints.tablet]: { paddingTop: 0 } } });
