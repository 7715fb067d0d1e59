import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

/** The free Basic listing: one line and its call to action above the paid plans. */
export const basic = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.md, marginBottom: vars.space.lg });

export const basicText = style({ margin: 0, flex: "1 1 20rem" });

/** The three paid plans: stacked on phones, one row of three from 768 px; every card as tall as its row. */
export const plans = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "1fr",
  "@media": { [breakpoints.tablet]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const planItem = style({ display: "flex" });

export const plan = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, flex: 1 });

export const planName = style({ margin: 0 });

export const price = style({ margin: 0, fontSize: "1.25rem", fontWeight: 700, color: vars.color.navyDark });

export const forWhom = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });

export const benefits = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });

/** The calls to action sit at the bottom of every card, level across a row. */
export const actions = style({ marginTop: "auto", paddingTop: vars.space.md, display: "grid", gap: vars.space.sm, justifyItems: "start" });

/** The comparison table scrolls inside its own box on narrow screens, never the page (positioned, so its visually hidden words stay inside too). */
export const tableBox = style({ overflowX: "auto", position: "relative", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, background: vars.color.surface });

export const table = style({ borderCollapse: "collapse", width: "100%", minWidth: "40rem" });

export const caption = style({ textAlign: "left", padding: vars.space.md, fontWeight: 600 });

export const head = style({ padding: vars.space.sm, textAlign: "center", verticalAlign: "bottom", borderBottom: `2px solid ${vars.color.border}`, background: vars.color.background });

export const rowHead = style({ minWidth: "12rem", padding: vars.space.sm, textAlign: "left", fontWeight: 400, borderBottom: `1px solid ${vars.color.border}` });

export const cell = style({ padding: vars.space.sm, textAlign: "center", borderBottom: `1px solid ${vars.color.border}` });

export const yes = style({ color: vars.color.success, fontWeight: 700, fontSize: "1.25rem" });

export const no = style({ color: vars.color.muted });
