import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { smallButton } from "./ChurchCard.css";

/** Saved (the script marks it pressed from the cookie): filled, so the state shows without reading. */
export const saveButton = style([
  smallButton,
  {
    cursor: "pointer",
    gap: "0.35em",
    // Above the card's stretched link.
    position: "relative",
    zIndex: 1,
    selectors: { '&[aria-pressed="true"]': { background: vars.color.navy, color: "#fff" } },
  },
]);

export const saveText = style({});
export const savedText = style({});
globalStyle(`${saveButton}[aria-pressed="true"] ${saveText}, ${saveButton}:not([aria-pressed="true"]) ${savedText}`, { display: "none" });
