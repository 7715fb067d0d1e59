import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const slot = style({ position: "relative", borderRadius: vars.radius.lg, overflow: "hidden", border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const label = style({ position: "absolute", top: vars.space.xs, left: vars.space.xs, background: "rgba(17,34,61,.8)", color: "#fff", fontSize: "0.75rem", padding: `2px ${vars.space.xs}`, borderRadius: vars.radius.sm });
export const link = style({ display: "block" });
export const image = style({ display: "block", width: "100%", height: "auto", aspectRatio: "4 / 1", objectFit: "cover" });
