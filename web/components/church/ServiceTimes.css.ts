import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const days = style({ margin: 0, display: "grid", gap: vars.space.sm });
export const day = style({ display: "grid", gridTemplateColumns: "7rem minmax(0, 1fr)", gap: vars.space.sm });
export const dayName = style({ fontWeight: 700 });
export const times = style({ margin: 0, padding: 0, listStyle: "none", overflowWrap: "anywhere" });
export const subTitle = style({ fontSize: "1.05rem", margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const list = style({ paddingLeft: vars.space.lg, margin: 0, overflowWrap: "anywhere" });
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: `${vars.space.md} 0 0` });
export const fresh = style({ color: vars.color.muted, margin: `${vars.space.md} 0 0` });
export const stale = style({ color: vars.color.danger, fontWeight: 600, margin: `${vars.space.md} 0 0` });
/** This fortnight's cancellations and changes, above the times: a gold box the eye finds first. */
export const notices = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.goldLight,
  borderLeft: `4px solid ${vars.color.gold}`,
  borderRadius: vars.radius.sm,
  display: "grid",
  gap: vars.space.xs,
  overflowWrap: "anywhere",
});
export const noticeKind = style({ fontWeight: 700 });
/** 'Watch online' beside an online service: a link people look for on a Sunday morning. */
export const watch = style({ fontWeight: 600, whiteSpace: "nowrap" });
