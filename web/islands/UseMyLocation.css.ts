import { style } from "@vanilla-extract/css";

/**
 * The button is drawn with the page, so the form keeps its height when the island hydrates (it
 * moved the list below by a line on a phone: a layout shift); without JavaScript it could not
 * work, so it is not shown (`html.js` is set before the first frame, src/render/inline-script.ts).
 */
export const withScriptsOnly = style({ selectors: { "html:not(.js) &": { display: "none" } } });
