import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const panel = style({
  maxWidth: "28rem",
  margin: `${vars.space.xl} auto`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: vars.shadow.card,
});

export const fields = style({ display: "grid", gap: vars.space.md });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const dialog = style({
  maxWidth: "26rem",
  border: 0,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: "0 20px 40px rgba(16,24,40,.3)",
  selectors: { "&::backdrop": { background: "rgba(17,34,61,.55)" } },
});

/** A form's confirmation shown in the page after a post without JavaScript. */
export const sentNotice = style({
  borderLeft: `6px solid ${vars.color.success}`,
  background: "#eef8f2",
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: vars.space.md,
});
globalStyle(`${sentNotice} > h3`, { margin: 0 });
globalStyle(`${sentNotice} > p`, { margin: `${vars.space.xs} 0 0` });

export const hint = style({ fontWeight: 400, color: vars.color.muted, fontSize: "0.85rem" });

export const textarea = style({ minHeight: "6rem", padding: vars.space.sm, resize: "vertical", fontFamily: "inherit" });

/** The church form's sections, one card each. */
export const section = style({
  display: "grid",
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  margin: 0,
});

export const legend = style({ fontFamily: vars.font.heading, fontSize: "1.25rem", fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const twoColumns = style({ display: "grid", gap: vars.space.md, "@media": { "screen and (min-width: 768px)": { gridTemplateColumns: "1fr 1fr" } } });

export const checkbox = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, minHeight: "44px", fontWeight: 400 });

export const premium = style({ borderColor: vars.color.gold, background: "#fffbef" });

export const claimRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "space-between",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const wideDialog = style([dialog, { maxWidth: "48rem", width: "calc(100% - 2rem)" }]);

export const demoNotice = style({ background: vars.color.goldLight, border: `1px solid ${vars.color.gold}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  selectors: {
    "&::before": { content: '""', width: "1.25rem", height: "1.25rem", borderRadius: "50%", border: `3px solid ${vars.color.border}`, borderTopColor: vars.color.navy, animation: `${spin} 0.8s linear infinite` },
  },
});

/** The visit facts' groups (docs/visit-facts.md, Forms): a yes / no / not said row per fact. */
export const factGroup = style({ border: 0, padding: 0, margin: 0, display: "grid", gap: vars.space.xs, minInlineSize: 0 });
export const factGroupLegend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.xs });
export const factRow = style({ border: 0, borderTop: `1px solid ${vars.color.border}`, padding: `${vars.space.xs} 0 0`, margin: 0, display: "flex", flexWrap: "wrap", columnGap: vars.space.md, alignItems: "center", minInlineSize: 0 });
export const factLegend = style({ float: "left", width: "100%", padding: 0, fontWeight: 600, "@media": { "screen and (min-width: 768px)": { width: "20rem" } } });
