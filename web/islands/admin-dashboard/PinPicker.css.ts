import { style } from "@vanilla-extract/css";
import { frame } from "../../components/Map.css";
import { vars } from "../../styles/theme.css";

/** The pin picker: a short map above its two coordinate fields. */
export const picker = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });
export const pinFrame = style([frame, { height: "240px" }]);
/** The fields side by side even on a phone: two short numbers. */
export const coordinates = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });
/** Holds the picker's place while its chunk loads. */
export const placeholder = style({ height: "240px", borderRadius: vars.radius.lg, background: "#eef2f7" });
