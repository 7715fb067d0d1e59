import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const tabs = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, borderBottom: `2px solid ${vars.color.border}`, margin: `${vars.space.lg} 0` });
/** A tab: a button, or a link to the tab's own address that a script turns into one (docs/decisions/0059-forms-without-losses.md). */
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  textDecoration: "none",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderBottom: "3px solid transparent",
  background: "transparent",
  color: vars.color.navy,
  fontWeight: 600,
  fontSize: "1rem",
  cursor: "pointer",
  selectors: { '&[aria-selected="true"]': { borderBottomColor: vars.color.gold, color: vars.color.navyDark } },
});
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center", justifyContent: "space-between" });
/** The reason an admin gave for not approving something, on a line of its own under it. */
export const note = style({ flexBasis: "100%", margin: `${vars.space.xs} 0 0`, overflowWrap: "anywhere" });
export const status = style({ borderRadius: vars.radius.pill, padding: `2px ${vars.space.sm}`, fontSize: "0.85rem", fontWeight: 700, background: "#e8eef8", color: vars.color.navy });
export const table = style({ borderCollapse: "collapse", width: "100%", marginTop: vars.space.md });
export const cell = style({ borderBottom: `1px solid ${vars.color.border}`, padding: vars.space.xs, textAlign: "right", selectors: { "&:first-child": { textAlign: "left" } } });

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  justifyContent: "space-between",
  alignItems: "flex-start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const skeleton = style({ height: "4rem", borderRadius: vars.radius.md, background: "#e9edf2", marginBottom: vars.space.md });
export const statusApproved = style({ borderLeft: `6px solid ${vars.color.success}` });
export const statusPending = style({ borderLeft: `6px solid ${vars.color.gold}` });
export const statusOther = style({ borderLeft: `6px solid ${vars.color.danger}` });
export const changed = style({ background: "#fff7e0" });
export const diffOld = style({ color: vars.color.muted, textDecoration: "line-through" });
export const diffNew = style({ color: vars.color.success, fontWeight: 700 });
/** An update request's services, one proposed row a line. */
export const rowChanges = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xs });
export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "flex-end", marginBottom: vars.space.md });
export const scroll = style({ overflowX: "auto" });
export const bulkInput = style({ width: "100%", minWidth: 0, minHeight: "36px", padding: `0 ${vars.space.xs}`, border: "1px solid #8792a6", borderRadius: vars.radius.sm, font: "inherit", boxSizing: "border-box" });
export const bannerThumb = style({ display: "block", maxWidth: "100%", height: "auto", borderRadius: vars.radius.sm });
/** 'Service times last confirmed …' on the overview: gold edge when the times may be out of date. */
export const freshness = style({ borderLeft: `6px solid ${vars.color.success}`, padding: `${vars.space.sm} ${vars.space.md}`, margin: `${vars.space.md} 0`, background: vars.color.background });
export const freshnessStale = style({ borderLeftColor: vars.color.gold, background: "#fff7e0" });
export const freshnessActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });
/** A checkbox filter beside the toolbar's fields, as tall as they are. */
export const checkField = style({ display: "flex", gap: vars.space.sm, alignItems: "center", minHeight: "44px" });
/** Manage Listings' badge for times not confirmed in the filter's 180 days. */
export const statusStale = style({ background: "#fff1cc", color: "#6b4b00" });
/**
 * Bulk Update: fixed column widths so every column shows at 1280 px (the services, several display
 * strings, take a line of their own under each church), headings over their fields.
 */
export const bulkTable = style({ borderCollapse: "collapse", width: "100%", tableLayout: "fixed", marginTop: vars.space.md, minWidth: "62rem" });
export const bulkChurch = style({ borderBottom: `1px solid ${vars.color.border}` });
export const bulkCell = style({ padding: `${vars.space.xs} 4px`, textAlign: "left", verticalAlign: "middle" });
export const bulkServicesLine = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
export const bulkServicesLabel = style({ fontWeight: 600 });
/** Manage Listings: a listing's 'Choose' box before its text. */
export const pick = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start" });
export const pickBox = style({ width: "1.25rem", height: "1.25rem", marginTop: "2px", flexShrink: 0 });
/**
 * A signed-in dashboard's panel whose list loads after the page: at least a screen tall, so the
 * footer starts out of sight and nothing seen moves as the list arrives (docs/decisions/0099-signed-in-layout-shift.md).
 */
export const lateFilledPanel = style({ minHeight: "100vh" });
/** A heading's count that arrives with its list: its room is kept, so what follows the heading does not move (decision 0099). */
export const headingCount = style({ display: "inline-block", minWidth: "7ch", fontVariantNumeric: "tabular-nums" });
