import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** A receipt: a bordered sheet that prints alone (the site's header, footer and buttons stay off paper). */
export const sheet = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  maxWidth: "40rem",
  "@media": { print: { border: 0, padding: 0, maxWidth: "none" } },
});

export const issuer = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });

export const title = style({ margin: `${vars.space.xs} 0 ${vars.space.md}` });

/** Label and value side by side from the phone width up; the amount stands out. */
export const details = style({ display: "grid", gridTemplateColumns: "minmax(7rem, auto) 1fr", gap: `${vars.space.sm} ${vars.space.md}`, margin: 0 });

/** A dt/dd pair: its two cells sit in the grid of the list. */
export const row = style({ display: "contents" });

export const label = style({ fontWeight: 600, color: vars.color.muted });

export const value = style({ margin: 0, overflowWrap: "anywhere" });

export const amount = style({ fontSize: "1.5rem", fontWeight: 700, color: vars.color.navyDark });

export const note = style({ marginTop: vars.space.md, color: vars.color.muted });

/** Buttons and links around a receipt: on screen only. */
export const screenOnly = style({ "@media": { print: { display: "none" } } });

globalStyle("body:has([data-receipt]) header, body:has([data-receipt]) footer, body:has([data-receipt]) [data-testid='toast']", {
  "@media": { print: { display: "none" } },
});
