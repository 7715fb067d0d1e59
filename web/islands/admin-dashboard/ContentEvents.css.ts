import { style } from "@vanilla-extract/css";

/** An event's edit form under its row, the whole width of the list item. */
export const editor = style({ flexBasis: "100%", minWidth: 0 });
