import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** A church waiting for approval: details and photo, then its pin; side by side from 768 px. */
export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  "@media": { "screen and (min-width: 768px)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
export const details = style({ display: "grid", gap: vars.space.sm, alignContent: "start", minWidth: 0, overflowWrap: "anywhere" });
export const name = style({ margin: 0, fontSize: "1.15rem" });
export const photo = style({ display: "block", width: "100%", maxWidth: "24rem", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: vars.radius.md, background: "#eef2f7" });
export const noPhoto = style([photo, { display: "flex", alignItems: "center", justifyContent: "center", color: vars.color.muted }]);
export const services = style({ margin: 0, paddingLeft: vars.space.lg });
export const text = style({ margin: 0 });
/** The pin's column: map, fields, Save pin. */
export const pin = style({ display: "grid", gap: vars.space.sm, alignContent: "start", minWidth: 0 });
export const approximate = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.sm}`, borderLeft: `6px solid ${vars.color.gold}`, background: "#fff7e0", color: "#5c4300" });
/** The reason and the decision's buttons span the card. */
export const actions = style({ "@media": { "screen and (min-width: 768px)": { gridColumn: "1 / -1" } } });
