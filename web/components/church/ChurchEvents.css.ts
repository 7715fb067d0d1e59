import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });
export const item = style({ display: "grid", gap: "2px", overflowWrap: "anywhere" });
export const title = style({ fontWeight: 700 });
export const when = style({ color: vars.color.muted, fontSize: "0.95rem" });
/** '7:00 PM' on one line. */
export const clock = style({ whiteSpace: "nowrap" });
export const all = style({ margin: `${vars.space.md} 0 0` });
