import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { smallButton } from "./ChurchCard.css";

export const saveForm = style({ display: "inline-flex", margin: 0, position: "relative", zIndex: 1 });

/** Saved (the script marks it pressed from the cookie): filled, so the state shows without reading. */
export const saveButton = style([
  smallButton,
  {
    cursor: "pointer",
    gap: "0.35em",
    selectors: { '&[aria-pressed="true"]': { background: vars.color.navy, color: "#fff" } },
  },
]);

export const saveText = style({});
export const savedText = style({});
globalStyle(`${saveButton}[aria-pressed="true"] ${saveText}, ${saveButton}:not([aria-pressed="true"]) ${savedText}`, { display: "none" });
