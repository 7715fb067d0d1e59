import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const notice = style({ marginTop: vars.space.lg, borderLeft: `4px solid ${vars.color.success}` });
export const body = style({ margin: `${vars.space.xs} 0 0` });
