import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** The church's bars and its peers' median line: a dark orange with a dash, so colour is never the only difference. */
export const churchColour = vars.color.navy;
export const medianColour = "#a14f00";

export const grid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 24rem), 1fr))", gap: vars.space.lg, marginTop: vars.space.md });
export const chart = style({ minWidth: 0 });
export const heading = style({ fontSize: "1.1rem", margin: `0 0 ${vars.space.xs}` });
export const summary = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.muted });
export const svg = style({ display: "block", width: "100%", height: "auto", maxWidth: "34rem", overflow: "visible" });
export const axisText = style({ fontSize: "12px", fill: vars.color.text });
export const legend = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}`, listStyle: "none", padding: 0, margin: `${vars.space.sm} 0` });
export const legendItem = style({ display: "flex", alignItems: "center", gap: vars.space.xs });
export const periods = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const table = style({ borderCollapse: "collapse", width: "100%", marginTop: vars.space.sm });
export const cell = style({ borderBottom: `1px solid ${vars.color.border}`, padding: vars.space.xs, textAlign: "right", fontWeight: "normal", selectors: { "&:first-child": { textAlign: "left" } } });
