import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

/**
 * The events' filters: stacked on a phone, two a row on a tablet, and on a desktop one compact
 * row above the list, the three selects and the buttons side by side (docs/decisions/0064-holiday-and-event-lists.md).
 */
export const row = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "end",
  "@media": {
    [breakpoints.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [breakpoints.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr)) auto" },
  },
});
/** Problems with the address take the whole row, above the fields they name. */
export const wide = style({ gridColumn: "1 / -1" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
