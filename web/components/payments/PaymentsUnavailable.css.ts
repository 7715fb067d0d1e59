import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { demoNotice } from "../Form.css";

export const notice = style([demoNotice, { selectors: { "&:not(:last-child)": { marginBottom: vars.space.lg } } }]);
globalStyle(`${notice} > p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${notice} > p:last-child`, { marginBottom: 0 });
