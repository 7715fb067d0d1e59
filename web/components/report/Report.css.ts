import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** The monthly report: a sheet that prints alone on one page (docs/product.md, Monthly reports). */
export const sheet = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  maxWidth: "48rem",
  "@media": { print: { border: 0, padding: 0, maxWidth: "none", fontSize: "10pt", lineHeight: 1.3 } },
});
/** On paper the headings and lists sit closer: the longest report (five searches shown, ten unanswered) fits one A4 or Letter sheet. */
globalStyle(`${sheet} h2, ${sheet} p, ${sheet} li`, { "@media": { print: { marginTop: 0, marginBottom: "0.2rem" } } });
globalStyle(`${sheet} h3`, { "@media": { print: { marginTop: "0.5rem", marginBottom: "0.2rem" } } });

export const figures = style({ width: "100%", borderCollapse: "collapse", margin: `${vars.space.md} 0` });
globalStyle(`${figures} th, ${figures} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: "left", verticalAlign: "top" });
export const number = style({ fontSize: "1.25rem", fontWeight: 700, textAlign: "right", color: vars.color.navyDark });
export const change = style({ display: "block", fontSize: "0.875rem", color: vars.color.muted });
/** The bars column: hidden at the phone's width, where the numbers say it all. */
export const barsCell = style({ width: "35%", "@media": { "(max-width: 480px)": { display: "none" } } });
export const barLabel = style({ fontSize: "0.75rem", color: vars.color.muted });
export const barTrack = style({ display: "block" });
export const bar = style({ fill: vars.color.navy });
export const medianBar = style({ fill: "#6b7280" });
export const heading = style({ fontSize: "1.15rem", margin: `${vars.space.md} 0 ${vars.space.xs}`, "@media": { print: { fontSize: "1.05rem" } } });
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
export const muted = style({ color: vars.color.muted });

/** Buttons and links around a report: on screen only. */
export const screenOnly = style({ "@media": { print: { display: "none" } } });

globalStyle("body:has([data-report]) header, body:has([data-report]) footer, body:has([data-report]) [data-testid='toast']", {
  "@media": { print: { display: "none" } },
});
// A page's title band and spacing would push the sheet onto a second page.
globalStyle("body:has([data-report]) main > *", { "@media": { print: { padding: 0, margin: 0 } } });
