import { style } from "@vanilla-extract/css";

/** A church's name as an admin sees it: a long one, even one long word, wraps inside its box at 375 px instead of overflowing it. */
export const longName = style({ overflowWrap: "anywhere", minWidth: 0 });
