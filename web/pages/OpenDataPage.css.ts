import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const downloads = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });

export const fileName = style({ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontWeight: 600, fontSize: "1.0625rem", wordBreak: "break-all" });

export const fields = style({ margin: 0 });

export const field = style({ paddingTop: vars.space.sm, paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const values = style({ display: "block", marginTop: vars.space.xs });
