import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** 'Scroll sideways to see every column', shown only while the table is wider than its box. */
export const hint = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted, fontSize: "0.9rem" });

const edge = { content: '""', position: "absolute", top: 0, bottom: 0, width: "1.25rem", pointerEvents: "none", opacity: 0, transition: "opacity 150ms" } as const;
/**
 * The scrolling table's box: a shadow at each edge with more of the table behind it, so a phone
 * shows that the table goes on sideways (docs/decisions/0076-admin-editors-in-place.md).
 */
export const edges = style({
  position: "relative",
  selectors: {
    "&::before": { ...edge, left: 0, background: "linear-gradient(to right, rgba(17,34,61,.28), rgba(17,34,61,0))" },
    "&::after": { ...edge, right: 0, background: "linear-gradient(to left, rgba(17,34,61,.28), rgba(17,34,61,0))" },
    "&[data-more-left]::before": { opacity: 1 },
    "&[data-more-right]::after": { opacity: 1 },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { selectors: { "&::before, &::after": { transition: "none" } } } },
});
