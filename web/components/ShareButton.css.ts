import { style } from "@vanilla-extract/css";

// The button styles set a display, which would override the `hidden` attribute's.
export const shareButton = style({ selectors: { "&[hidden]": { display: "none" } } });
