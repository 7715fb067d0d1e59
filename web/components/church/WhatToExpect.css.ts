import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const groupTitle = style({ fontSize: "1.05rem", margin: `${vars.space.md} 0 ${vars.space.xs}` });
export const facts = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs, "@media": { "screen and (min-width: 768px)": { gridTemplateColumns: "1fr 1fr" } } });
export const fact = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start" });
/** Facts not said read quieter than the ones said. */
export const unsaid = style({ color: vars.color.muted });
export const icon = style({ flex: "0 0 auto", color: vars.color.navy });
export const factLabel = style({ fontWeight: 600 });
export const practical = style({ margin: 0, display: "grid", gap: vars.space.xs });
export const term = style({ fontWeight: 700 });
export const definition = style({ margin: 0, overflowWrap: "anywhere" });
export const firstVisit = style({ whiteSpace: "pre-line" });
export const suggest = style({ marginBottom: 0 });
